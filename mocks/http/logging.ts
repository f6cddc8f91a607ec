import type { FastifyRequest } from 'fastify'

/**
 * What the request log keeps of a request. Query values never reach the log: a GET carries its
 * fields in the url (e.g. an ID number sent by an older app to api/AuthName/auth), so only the
 * field names are written (`/api/AuthName/auth?name=*&id_card=*`).
 */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?')
  if (at < 0) return url
  const names = url.slice(at + 1).split('&').filter((p) => p !== '').map((p) => `${p.split('=')[0].slice(0, 40)}=*`)
  return `${url.slice(0, at)}?${names.join('&')}`
}

export const requestLogSerializers = {
  req: (req: FastifyRequest) => ({ method: req.method, url: loggedUrl(req.url), remoteAddress: req.ip }),
}
