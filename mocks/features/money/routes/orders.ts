import type { Router } from '../../../http/router'
import { requireUser } from '../../../http/context'
import {
  alipayPagePath, assertMayBuy, cashierPath, createOrder, orderInfoOf, orderToPay, sandboxPayKey, userOrder, userOrders, wechatPayParams,
} from '../services/payments'
import { buyPrediction } from '../services/predictionSales'
import { buyVipPick } from '../services/vipPicks'
import { purchaseList } from '../services/purchases'
import { vipProductId } from '../../../../types/money-rules'

/** api/Wechat/*: orders paid with money (VIP, coin top-up) and coin purchases (predictions, VIP picks) */
export function registerOrderRoutes(r: Router): void {
  r.handle('api/Wechat/buy_vip', (req, ctx) => {
    const { id } = requireUser(ctx)
    assertMayBuy(ctx.db, id, ctx.config.payModule)
    return orderInfoOf(ctx.db, createOrder(ctx.db, id, vipProductId(req.plan_id), req.coupon_id, ctx.clock.now()))
  })

  r.handle('api/Wechat/pay', (req, ctx) => {
    const { id } = requireUser(ctx)
    assertMayBuy(ctx.db, id, ctx.config.payModule)
    const now = ctx.clock.now()
    const order = orderToPay(ctx.db, id, req, now)
    return {
      order: orderInfoOf(ctx.db, order),
      pay_params: wechatPayParams(order, sandboxPayKey(ctx.config), now),
      cashier_path: cashierPath(order.order_no, 'wechat'),
    }
  })

  r.handle('api/Wechat/zfb', (req, ctx) => {
    const { id } = requireUser(ctx)
    assertMayBuy(ctx.db, id, ctx.config.payModule)
    const order = orderToPay(ctx.db, id, req, ctx.clock.now())
    return { order: orderInfoOf(ctx.db, order), pay_path: alipayPagePath(order.order_no), cashier_path: cashierPath(order.order_no, 'alipay') }
  })

  r.handle('api/Wechat/query_order', (req, ctx) => orderInfoOf(ctx.db, userOrder(ctx.db, requireUser(ctx).id, req.order_no, ctx.clock.now())))

  r.handle('api/Wechat/order_list', (req, ctx) => userOrders(ctx.db, requireUser(ctx).id, req.status, ctx.clock.now(), req.page, req.limit))

  r.handle('api/Wechat/purchase_list', (req, ctx) => purchaseList(ctx.db, requireUser(ctx).id, req.kind, req.page, req.limit))

  r.handle('api/Wechat/pay_zjfb', (req, ctx) => {
    const { id } = requireUser(ctx)
    assertMayBuy(ctx.db, id, ctx.config.payModule)
    return buyPrediction(ctx.db, id, req.prediction_id, req.order_no, ctx.clock.now())
  })

  r.handle('api/Wechat/pay_jx', (req, ctx) => {
    const { id } = requireUser(ctx)
    assertMayBuy(ctx.db, id, ctx.config.payModule)
    return buyVipPick(ctx.db, id, req.pick_id, req.order_no, ctx.clock.now())
  })
}
