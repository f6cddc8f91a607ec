import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'

/** a file name carrying a content hash (app.c46d6efa.js, or its .br / .gz copy): its content never changes */
const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.br|\.gz)?$/

/** Cache-Control of one H5 file: hashed assets for a year, everything else revalidated every time */
export function h5CacheControl(file: string): string {
  return HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache'
}

/** adds Accept-Encoding to whatever Vary says already (CORS adds Origin) */
function varyOnEncoding(current: unknown): string {
  const list = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
  return list.some((v) => v.toLowerCase() === 'accept-encoding') ? list.join(', ') : [...list, 'Accept-Encoding'].join(', ')
}

/**
 * Serves the H5 build at `/` from the files the build compressed beside each asset (.br, .gz):
 * brotli or gzip as the browser accepts, `Vary: Accept-Encoding` so a cache keeps one copy per
 * encoding, hashed assets cached as immutable and index.html revalidated. False when there is no build.
 */
export async function registerH5(app: FastifyInstance, h5Dir: string): Promise<boolean> {
  if (h5Dir === '' || !fs.existsSync(path.join(h5Dir, 'index.html'))) return false
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_req, reply, payload) => {
      reply.header('vary', varyOnEncoding(reply.getHeader('vary')))
      return payload
    })
    await scope.register(fastifyStatic, {
      root: h5Dir,
      preCompressed: true,
      wildcard: false,
      // our own Cache-Control; send's would replace it
      cacheControl: false,
      setHeaders: (res, file) => res.setHeader('cache-control', h5CacheControl(file)),
    })
  })
  return true
}
