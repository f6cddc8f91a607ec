import type { FastifyInstance } from 'fastify'
import { SURFACES } from '../../types/surfaces'
import { ResultCode } from '../../types/envelope'
import { envelope } from './envelope'

/** a surface pattern as a test of a URL: `:name` is one path segment, `*` the rest, `?w=:width` a query field that must be present */
function matcherOf(pattern: string): (pathname: string, query: URLSearchParams) => boolean {
  const [pathPart, queryPart] = pattern.split('?')
  const source = pathPart.split('/').map((seg) => (seg.startsWith(':') ? '[^/]+' : seg === '*' ? '.*' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')
  const re = new RegExp(`^${source}$`)
  const field = queryPart?.split('=')[0]
  return (pathname, query) => re.test(pathname) && (field === undefined || query.has(field))
}

/** the extension surfaces of types/surfaces.ts (the table's extension endpoints are refused by the dispatcher) */
const EXTENSION_SURFACES = SURFACES.filter((s) => s.part === 'extension').map((s) => matcherOf(s.path))

/**
 * EXTENSIONS=off (mocks/config.ts): the push channel, uploads, thumbnails, share pictures, posters and the
 * virtual-payment notifications answer as an unknown path would, before any route sees the request.
 */
export function refuseExtensionSurfaces(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    const url = new URL(req.url, 'http://stand-in')
    if (!EXTENSION_SURFACES.some((matches) => matches(url.pathname, url.searchParams))) return
    return reply.code(404).send(envelope(ResultCode.NOT_FOUND, `接口不存在：${url.pathname}`, null))
  })
}
