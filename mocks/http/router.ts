import { endpoints, type EndpointPath, type ParsedReq, type Res } from '../../types/api'
import type { EndpointDef } from '../../types/endpoint'
import type { Ctx } from './context'

export type Handler<P extends EndpointPath> = (req: ParsedReq<P>, ctx: Ctx) => Res<P> | Promise<Res<P>>

export interface Route {
  path: string
  def: EndpointDef
  handler: (req: unknown, ctx: Ctx) => unknown
}

/** collects one handler per contract path; the app server serves exactly these */
export class Router {
  readonly routes = new Map<string, Route>()

  handle<P extends EndpointPath>(path: P, handler: Handler<P>): this {
    if (this.routes.has(path)) throw new Error(`duplicate handler for ${path}`)
    const def = endpoints[path] as EndpointDef
    this.routes.set(path, { path, def, handler: handler as Route['handler'] })
    return this
  }
}

