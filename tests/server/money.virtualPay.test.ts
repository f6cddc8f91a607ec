import crypto from 'node:crypto'
import { hashToken } from '../../mocks/features/account'
import {
  payEventSig, payRefusals, SANDBOX_OFFER_ID, sessionKeyOf, signedPush, virtualPayAppKey, XPAY_COIN_EVENT, XPAY_GOODS_EVENT, type XpayPayload, type XpayPush,
} from '../../mocks/features/money'
import { setSetting } from '../../mocks/services/settings'
import type { CouponBatch, OrderInfo, UserCoupon, VirtualPayRes, WalletSummary } from '../../types/api/money'
import type { Paged } from '../../types/common'
import { ResultCode } from '../../types/envelope'
import { ORDER_TIMEOUT_MS } from '../../types/money-rules'
import { allRows, q, valuesOf } from './rows'
import { expectLedgerExplainsBalances, member, moneyServerPerTest, type Member } from './money.helpers'

/**
 * The mini program's virtual payment on the stand-in (issue 25): the signed parameters of
 * wx.requestVirtualPayment, the stand-in playing WeChat (/xpay/sandbox/pay) and its signed push
 * (/xpay/notify), credited exactly once; forged, replayed and wrong-amount pushes; cancel.
 */

const DAY = 86_400_000
const s = moneyServerPerTest()

const as = (m: Member) => ({ token: m.token })
const hmac = (key: string, text: string) => crypto.createHmac('sha256', key).update(text).digest('hex')

async function ok<T>(path: string, payload: Record<string, unknown>): Promise<T> {
  const res = await s.call<T>(path, payload)
  if (res.code !== ResultCode.OK) throw new Error(`${path} answered ${res.code} ${res.msg}`)
  return res.data
}

/** what wx.requestVirtualPayment would do with the server's parameters, played by the stand-in's WeChat */
async function payInWechat(m: Member, p: VirtualPayRes, change: Partial<{ signData: string; paySig: string; signature: string }> = {}) {
  const res = await s.app.inject({
    method: 'POST', url: '/xpay/sandbox/pay',
    payload: { token: m.token, mode: p.mode, signData: p.sign_data, paySig: p.pay_sig, signature: p.signature, ...change },
  })
  return res.json() as { errCode: number; errMsg: string }
}

async function push(body: XpayPush | Record<string, unknown>) {
  const res = await s.app.inject({ method: 'POST', url: '/xpay/notify', payload: body })
  return res.json() as { ErrCode: number; ErrMsg: string; status?: string; changed?: boolean; reason?: string }
}

/** WeChat's push for a charge of `order`, as WeChat signs it (the amount can be set wrong on purpose) */
function pushFor(order: OrderInfo, opts: { amount?: number; trade?: string; event?: typeof XPAY_GOODS_EVENT | typeof XPAY_COIN_EVENT } = {}): XpayPush {
  const event = opts.event ?? (order.product_kind === 'coins' ? XPAY_COIN_EVENT : XPAY_GOODS_EVENT)
  const item = { Quantity: order.product_kind === 'coins' ? order.original_fen / 10 : 1, OrigPrice: order.original_fen, ActualPrice: opts.amount ?? order.amount_fen, Attach: order.product_id }
  const payload: XpayPayload = {
    OpenId: 'o_test', OutTradeNo: order.order_no, Env: 1,
    WeChatPayInfo: { MchOrderNo: 'M1', TransactionId: opts.trade ?? `4200${order.order_no}`, PaidTime: Math.floor(s.clock.now() / 1000) },
    ...(event === XPAY_COIN_EVENT ? { CoinInfo: item } : { GoodsInfo: { ...item, ProductId: order.product_id } }),
  }
  return signedPush(event, payload, virtualPayAppKey(s.config), s.clock.now())
}

/** the member's VIP立减券 (满30减5), claimed */
async function vipCoupon(m: Member): Promise<UserCoupon> {
  const center = await ok<Paged<CouponBatch>>('api/Apis/coupon_center', as(m))
  const batch = center.list.find((b) => b.name === 'VIP立减券')
  if (!batch) throw new Error('no VIP立减券 batch')
  return ok<UserCoupon>('api/Apis/claim_coupon', { ...as(m), batch_id: batch.id })
}

const wallet = (m: Member) => ok<WalletSummary>('api/Apis/zmzh', as(m))
const query = (m: Member, orderNo: string) => ok<OrderInfo>('api/Wechat/query_order', { ...as(m), order_no: orderNo })

describe('the signed parameters of wx.requestVirtualPayment', () => {
  it('coins are 代币充值 and VIP is 道具直购, amounts from the server, signed with the app key and this login’s session key', async () => {
    const m = await member(s.db, s.clock.now())
    const coins = await ok<VirtualPayRes>('api/Wechat/virtual_pay', { ...as(m), product_id: 'coins_680', amount_fen: 1 })
    expect(coins.mode).toBe('short_series_coin')
    expect(JSON.parse(coins.sign_data)).toEqual({
      offerId: SANDBOX_OFFER_ID, env: 1, currencyType: 'CNY', outTradeNo: coins.order.order_no, attach: 'coins_680', buyQuantity: 680,
    })
    expect(coins.order).toMatchObject({ status: 'created', amount_fen: 6800, coins: 710 })
    expect(coins.pay_sig).toBe(hmac(virtualPayAppKey(s.config), `requestVirtualPayment&${coins.sign_data}`))
    expect(coins.signature).toBe(hmac(sessionKeyOf(s.config, hashToken(m.token)), coins.sign_data))

    const vip = await ok<VirtualPayRes>('api/Wechat/virtual_pay', { ...as(m), product_id: 'vip_year' })
    expect(vip.mode).toBe('short_series_goods')
    expect(JSON.parse(vip.sign_data)).toMatchObject({ productId: 'vip_year', goodsPrice: 28800, buyQuantity: 1, outTradeNo: vip.order.order_no })
    // an order made by buy_vip is paid the same way
    const made = await ok<OrderInfo>('api/Wechat/buy_vip', { ...as(m), plan_id: 'month' })
    const byNo = await ok<VirtualPayRes>('api/Wechat/virtual_pay', { ...as(m), order_no: made.order_no })
    expect(JSON.parse(byNo.sign_data)).toMatchObject({ productId: 'vip_month', goodsPrice: 3000, outTradeNo: made.order_no })
  })

  it('a coupon on VIP goes in activitySellingPrice; coins take no coupon in the mini program; the pay module off sells nothing', async () => {
    const m = await member(s.db, s.clock.now())
    const coupon = await vipCoupon(m)
    const order = await ok<OrderInfo>('api/Wechat/buy_vip', { ...as(m), plan_id: 'month', coupon_id: coupon.id })
    const vip = await ok<VirtualPayRes>('api/Wechat/virtual_pay', { ...as(m), order_no: order.order_no })
    expect(JSON.parse(vip.sign_data)).toMatchObject({ goodsPrice: 3000, activitySellingPrice: 2500 })
    expect((await payInWechat(m, vip)).errCode).toBe(0)
    expect(await query(m, order.order_no)).toMatchObject({ status: 'paid', amount_fen: 2500 })

    expect((await s.call('api/Wechat/virtual_pay', { ...as(m), product_id: 'coins_60', coupon_id: 1 })).msg).toContain('不能使用优惠券')
    await setSetting(s.db, 'pay_module', '0')
    expect((await s.call('api/Wechat/virtual_pay', { ...as(m), product_id: 'coins_60' })).code).not.toBe(ResultCode.OK)
  })
})

describe('paying through the stand-in’s WeChat and its notification', () => {
  it('credits coins once: the push is signed, and the same push again credits nothing more', async () => {
    const m = await member(s.db, s.clock.now())
    const p = await ok<VirtualPayRes>('api/Wechat/virtual_pay', { ...as(m), product_id: 'coins_680' })
    expect(await payInWechat(m, p)).toEqual({ errCode: 0, errMsg: 'requestVirtualPayment:ok' })
    expect(await query(m, p.order.order_no)).toMatchObject({ status: 'paid', pay_method: 'wechat' })
    expect((await wallet(m)).coins).toBe(710)
    // WeChat retries the push (the same transaction) and a replay with another transaction number
    const replay = pushFor(p.order)
    expect(await push(replay)).toMatchObject({ ErrCode: 0, changed: false })
    expect(await push(replay)).toMatchObject({ ErrCode: 0, changed: false })
    expect(await push(pushFor(p.order, { trade: '4200another' }))).toMatchObject({ ErrCode: 0, changed: false })
    expect((await wallet(m)).coins).toBe(710)
    // the other transaction is a second charge: credited nothing, kept for the operator to refund
    expect(await allRows(s.db, q.selectFrom('pay_refusals').select(['trade_no', 'reason']).where('order_no', '=', p.order.order_no).where('reason', 'like', 'second_charge%')))
      .toContainEqual({ trade_no: '4200another', reason: 'second_charge_on_paid' })
    // WeChat takes one outTradeNo once
    expect((await payInWechat(m, p)).errCode).toBe(-1)
    await expectLedgerExplainsBalances(s.db, m.id)
  })

  it('delivers VIP days once per order', async () => {
    const m = await member(s.db, s.clock.now())
    const p = await ok<VirtualPayRes>('api/Wechat/virtual_pay', { ...as(m), product_id: 'vip_month' })
    expect((await payInWechat(m, p)).errCode).toBe(0)
    expect(await push(pushFor(p.order))).toMatchObject({ ErrCode: 0, changed: false })
    expect((await query(m, p.order.order_no)).vip_expire_at).toBe(s.clock.now() + 30 * DAY)
  })

  it('WeChat refuses a call whose paySig or signature is not the server’s, or signed by another login; nothing is charged', async () => {
    const m = await member(s.db, s.clock.now())
    const other = await member(s.db, s.clock.now())
    const p = await ok<VirtualPayRes>('api/Wechat/virtual_pay', { ...as(m), product_id: 'coins_60' })
    expect((await payInWechat(m, p, { paySig: 'f'.repeat(64) })).errMsg).toContain('paySig')
    // the buyer's signData with a bigger quantity, re-signed by nobody
    const more = p.sign_data.replace('"buyQuantity":60', '"buyQuantity":1280')
    expect((await payInWechat(m, p, { signData: more })).errMsg).toContain('paySig')
    // another login's session key does not sign this one's
    expect((await payInWechat(other, p)).errMsg).toContain('signature')
    expect(await query(m, p.order.order_no)).toMatchObject({ status: 'created' })
    expect((await wallet(m)).coins).toBe(0)
  })

  it('refuses a forged push, and refuses and records a wrong amount, product or an unknown order', async () => {
    const m = await member(s.db, s.clock.now())
    const p = await ok<VirtualPayRes>('api/Wechat/virtual_pay', { ...as(m), product_id: 'coins_180' })
    const genuine = pushFor(p.order)
    expect(await push({ ...genuine, PayEventSig: 'f'.repeat(64) })).toMatchObject({ ErrCode: 40001, ErrMsg: '签名错误' })
    // a payload changed after signing: the signature no longer fits
    expect((await push({ ...genuine, Payload: genuine.Payload.replace('"ActualPrice":1800', '"ActualPrice":18') })).ErrCode).toBe(40001)
    // signed with a key that is not the app key
    const payload = genuine.Payload
    expect((await push({ ...genuine, PayEventSig: payEventSig('not-the-key', genuine.Event, payload) })).ErrCode).toBe(40001)
    expect(await payRefusals(s.db, p.order.order_no)).toEqual([])

    const wrong = await push(pushFor(p.order, { amount: 1, trade: '4200wrong' }))
    expect(wrong).toMatchObject({ ErrCode: 2, reason: 'wrong_amount' })
    expect(wrong.ErrMsg).toContain('支付金额与订单不符')
    expect((await push(pushFor(p.order, { event: XPAY_GOODS_EVENT, trade: '4200event' }))).reason).toBe('wrong_event')
    expect((await push(pushFor({ ...p.order, order_no: 'CZ20990101000000NOSUCH00' }, { trade: '4200unknown' }))).reason).toBe('unknown_order')
    expect((await payRefusals(s.db, p.order.order_no)).map((r) => [r.reason, r.amount_fen])).toEqual([['wrong_amount', 1], ['wrong_event', 1800]])
    expect((await payRefusals(s.db, 'CZ20990101000000NOSUCH00')).map((r) => r.reason)).toEqual(['unknown_order'])
    expect(await query(m, p.order.order_no)).toMatchObject({ status: 'created' })
    expect((await wallet(m)).coins).toBe(0)
  })
})

describe('cancel, failure and late payment', () => {
  it('a cancel closes the unpaid order at once and gives its coupon back; a paid order stays paid', async () => {
    const m = await member(s.db, s.clock.now())
    const coupon = await vipCoupon(m)
    const p = await ok<VirtualPayRes>('api/Wechat/virtual_pay', { ...as(m), product_id: 'vip_quarter', coupon_id: coupon.id })
    expect(p.order).toMatchObject({ coupon_id: coupon.id, discount_fen: 500 })
    const closed = await ok<OrderInfo>('api/Wechat/virtual_cancel', { ...as(m), order_no: p.order.order_no })
    expect(closed.status).toBe('closed')
    const unused = await ok<Paged<UserCoupon>>('api/Apis/get_user_coupon', { ...as(m), status: 'unused' })
    expect(unused.list.map((c) => c.id)).toContain(coupon.id)
    // twice is the same
    expect((await ok<OrderInfo>('api/Wechat/virtual_cancel', { ...as(m), order_no: p.order.order_no })).status).toBe('closed')
    expect((await s.call('api/Wechat/virtual_pay', { ...as(m), order_no: p.order.order_no })).msg).toBe('订单已关闭，请重新下单')
    // WeChat charges nothing for it
    expect((await payInWechat(m, p)).errCode).toBe(-1)

    const paid = await ok<VirtualPayRes>('api/Wechat/virtual_pay', { ...as(m), product_id: 'coins_60' })
    expect((await payInWechat(m, paid)).errCode).toBe(0)
    expect((await ok<OrderInfo>('api/Wechat/virtual_cancel', { ...as(m), order_no: paid.order.order_no })).status).toBe('paid')
    // someone else's order is not found
    const other = await member(s.db, s.clock.now())
    expect((await s.call('api/Wechat/virtual_cancel', { ...as(other), order_no: paid.order.order_no })).code).not.toBe(ResultCode.OK)
  })

  it('a charge that arrives after the order closed follows the late-payment rule: credited once', async () => {
    const m = await member(s.db, s.clock.now())
    const p = await ok<VirtualPayRes>('api/Wechat/virtual_pay', { ...as(m), product_id: 'coins_60' })
    await ok<OrderInfo>('api/Wechat/virtual_cancel', { ...as(m), order_no: p.order.order_no })
    s.clock.advance(ORDER_TIMEOUT_MS)
    expect(await push(pushFor(p.order))).toMatchObject({ ErrCode: 0, status: 'paid', changed: true })
    expect(await push(pushFor(p.order))).toMatchObject({ ErrCode: 0, changed: false })
    expect((await wallet(m)).coins).toBe(60)
    expect(await valuesOf(s.db, 'pay_notifications', 'outcome', { order_no: p.order.order_no })).toEqual(['late_paid'])
    await expectLedgerExplainsBalances(s.db, m.id)
  })

  it('with the pay module switched off after ordering, a charge is refunded and nothing delivered', async () => {
    const m = await member(s.db, s.clock.now())
    const p = await ok<VirtualPayRes>('api/Wechat/virtual_pay', { ...as(m), product_id: 'vip_month' })
    await setSetting(s.db, 'pay_module', '0')
    expect(await push(pushFor(p.order))).toMatchObject({ ErrCode: 0, status: 'refunded' })
    expect((await query(m, p.order.order_no)).vip_expire_at).toBeNull()
  })
})
