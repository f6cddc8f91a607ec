import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
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

/** index.html as the stand-in serves it: the built file, given to `page` (the home's first screen) */
export type IndexPage = (indexHtml: string) => Promise<string>

/** sends a page made per request, compressed as the browser accepts (brotli at a fast level, else gzip) */
function sendHtml(req: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const accepted = String(req.headers['accept-encoding'] ?? '')
  void reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache')
  if (/\bbr\b/.test(accepted)) {
    return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }))
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html, { level: 6 }))
  return reply.send(html)
}

/**
 * Serves the H5 build at `/` from the files the build compressed beside each asset (.br, .gz):
 * brotli or gzip as the browser accepts, `Vary: Accept-Encoding` so a cache keeps one copy per
 * encoding, hashed assets cached as immutable and index.html revalidated. With `page`, `/` and
 * `/index.html` are the built index.html as `page` makes it, per request. False when there is no build.
 */
export async function registerH5(app: FastifyInstance, h5Dir: string, page?: IndexPage): Promise<boolean> {
  if (h5Dir === '' || !fs.existsSync(path.join(h5Dir, 'index.html'))) return false
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_req, reply, payload) => {
      reply.header('vary', varyOnEncoding(reply.getHeader('vary')))
      return payload
    })
    if (page) {
      const index = async (req: FastifyRequest, reply: FastifyReply) =>
        // read on every request: a watch build (npm run dev) rewrites it
        sendHtml(req, reply, await page(await fs.promises.readFile(path.join(h5Dir, 'index.html'), 'utf8')))
      scope.get('/', index)
      scope.get('/index.html', index)
    }
    await scope.register(fastifyStatic, {
      root: h5Dir,
      preCompressed: true,
      wildcard: false,
      ...(page ? { index: false, globIgnore: ['index.html', 'index.html.br', 'index.html.gz'] } : {}),
      // our own Cache-Control; send's would replace it
      cacheControl: false,
      setHeaders: (res, file) => res.setHeader('cache-control', h5CacheControl(file)),
    })
  })
  return true
}
