import { isPayModuleOn } from '../../services/settings'
import type { Router } from '../../http/router'

/** app-wide switches */
export function registerAppRoutes(r: Router): void {
  r.handle('api/User/w', async (_req, ctx) => ({ pay: await isPayModuleOn(ctx.db, ctx.config.payModule) }))
}
