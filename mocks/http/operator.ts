import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { ResultCode } from '../../types/envelope'
import { envelope } from './envelope'

/**
 * Operator endpoints (/admin/*) answer only the `x-admin-token` header holding the server's
 * operator token (ADMIN_TOKEN or the generated one, mocks/services/secrets.ts). Compared in
 * constant time; an empty token never matches.
 */
export function isOperatorRequest(headers: Record<string, string | string[] | undefined>, adminToken: string): boolean {
  const given = headers['x-admin-token']
  if (typeof given !== 'string' || given === '' || adminToken === '') return false
  const a = crypto.createHash('sha256').update(given).digest()
  const b = crypto.createHash('sha256').update(adminToken).digest()
  return crypto.timingSafeEqual(a, b)
}

/** operator endpoints answer only the operator token, whatever route a feature adds under /admin */
export function guardOperatorRoutes(app: FastifyInstance, adminToken: string): void {
  app.addHook('onRequest', async (req, reply) => {
    // by the matched route, not the raw url: /%61dmin/sms routes to /admin/sms too
    const route = req.routeOptions.url ?? req.url
    if ((route === '/admin' || route.startsWith('/admin/')) && !isOperatorRequest(req.headers, adminToken)) {
      return reply.code(403).send(envelope(ResultCode.FAIL, '无权操作', null))
    }
  })
}
