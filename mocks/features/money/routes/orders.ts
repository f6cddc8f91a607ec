import type { Router } from '../../../http/router'
import { requireUser } from '../../../http/context'
import { fail } from '../../../http/errors'
import {
  alipayPagePath, assertMayBuy, cashierPath, createOrder, orderInfoOf, orderToPay, sandboxPayKey, userOrder, userOrders, wechatPayParams,
} from '../services/payments'
import { buyPrediction } from '../services/predictionSales'
import { buyVipPick } from '../services/vipPicks'
import { purchaseList } from '../services/purchases'
import { vipProductId } from '../../../../types/money-rules'
import { closeUnpaidOrder } from '../services/payments'
import { sessionKeyOf, virtualPayAppKey, virtualPayParams } from '../services/virtualPay'

/** api/Wechat/*: orders paid with money (VIP, coin top-up) and coin purchases (predictions, VIP picks) */
export function registerOrderRoutes(r: Router): void {
  r.handle('api/Wechat/buy_vip', async (req, ctx) => {
    const { id } = requireUser(ctx)
    await assertMayBuy(ctx.db, id, ctx.config.payModule)
    return orderInfoOf(ctx.db, await createOrder(ctx.db, id, vipProductId(req.plan_id), req.coupon_id, ctx.clock.now()))
  })

  r.handle('api/Wechat/pay', async (req, ctx) => {
    const { id } = requireUser(ctx)
    await assertMayBuy(ctx.db, id, ctx.config.payModule)
    const now = ctx.clock.now()
    const order = await orderToPay(ctx.db, id, req, now)
    return {
      order: await orderInfoOf(ctx.db, order),
      pay_params: wechatPayParams(order, sandboxPayKey(ctx.config), now),
      cashier_path: cashierPath(order.order_no, 'wechat'),
    }
  })

  // the mini program's virtual payment: the order, then wx.requestVirtualPayment's signed parameters for this login
  r.handle('api/Wechat/virtual_pay', async (req, ctx) => {
    const { id, tokenHash } = requireUser(ctx)
    await assertMayBuy(ctx.db, id, ctx.config.payModule)
    if (req.product_id?.startsWith('coins_') && req.coupon_id !== undefined) throw fail('小程序内充值金币不能使用优惠券，请不选优惠券后重新下单')
    const order = await orderToPay(ctx.db, id, req, ctx.clock.now())
    return { order: await orderInfoOf(ctx.db, order), ...virtualPayParams(order, virtualPayAppKey(ctx.config), sessionKeyOf(ctx.config, tokenHash)) }
  })

  // cancelled or failed in WeChat: the unpaid order closes now (its coupon comes back); a paid one stays paid
  r.handle('api/Wechat/virtual_cancel', async (req, ctx) => {
    const { id } = requireUser(ctx)
    const now = ctx.clock.now()
    await userOrder(ctx.db, id, req.order_no, now)
    await closeUnpaidOrder(ctx.db, req.order_no, now)
    return orderInfoOf(ctx.db, await userOrder(ctx.db, id, req.order_no, now))
  })

  r.handle('api/Wechat/zfb', async (req, ctx) => {
    const { id } = requireUser(ctx)
    await assertMayBuy(ctx.db, id, ctx.config.payModule)
    const order = await orderToPay(ctx.db, id, req, ctx.clock.now())
    return { order: await orderInfoOf(ctx.db, order), pay_path: alipayPagePath(order.order_no), cashier_path: cashierPath(order.order_no, 'alipay') }
  })

  r.handle('api/Wechat/query_order', async (req, ctx) => orderInfoOf(ctx.db, await userOrder(ctx.db, requireUser(ctx).id, req.order_no, ctx.clock.now())))

  r.handle('api/Wechat/order_list', (req, ctx) => userOrders(ctx.db, requireUser(ctx).id, req.status, ctx.clock.now(), req.page, req.limit))

  r.handle('api/Wechat/purchase_list', (req, ctx) => purchaseList(ctx.db, requireUser(ctx).id, req.kind, req.page, req.limit))

  r.handle('api/Wechat/pay_zjfb', async (req, ctx) => {
    const { id } = requireUser(ctx)
    await assertMayBuy(ctx.db, id, ctx.config.payModule)
    return buyPrediction(ctx.db, id, req.prediction_id, req.order_no, ctx.clock.now())
  })

  r.handle('api/Wechat/pay_jx', async (req, ctx) => {
    const { id } = requireUser(ctx)
    await assertMayBuy(ctx.db, id, ctx.config.payModule)
    return buyVipPick(ctx.db, id, req.pick_id, req.order_no, ctx.clock.now())
  })
}
