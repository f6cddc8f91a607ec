import type { Router } from '../../../http/router'
import { vipPickDetail, vipPickList } from '../services/vipPicks'

/** api/ConfirmedOrder/*: 二合一 (jxdc_*) and 单场 (sd_*) VIP picks */
export function registerVipPickRoutes(r: Router): void {
  r.handle('api/ConfirmedOrder/jxdc_list', (req, ctx) => vipPickList(ctx.db, 'double', req.date, ctx.user?.id, ctx.clock.now(), req.page, req.limit))
  r.handle('api/ConfirmedOrder/jxdc_xq', (req, ctx) => vipPickDetail(ctx.db, 'double', req.id, ctx.user?.id, ctx.clock.now()))
  r.handle('api/ConfirmedOrder/sd_list', (req, ctx) => vipPickList(ctx.db, 'single', req.date, ctx.user?.id, ctx.clock.now(), req.page, req.limit))
  r.handle('api/ConfirmedOrder/sd_xq', (req, ctx) => vipPickDetail(ctx.db, 'single', req.id, ctx.user?.id, ctx.clock.now()))
}
