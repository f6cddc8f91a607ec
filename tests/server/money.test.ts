import crypto from 'node:crypto'
import { issueToken } from '../../mocks/features/account'
import { setSetting } from '../../mocks/services/settings'
import { sandboxPayKey, wechatPaySign } from '../../mocks/features/money'
import type { AlipayRes, Catalogue, CheckInMonthRes, CheckInRes, CouponBatch, OrderInfo, PayMethods, UserCoupon, WalletSummary, WechatPayRes, Withdrawal } from '../../types/api/money'
import type { Paged } from '../../types/common'
import { ResultCode } from '../../types/envelope'
import { CHECKIN_ALREADY_MESSAGE, LEDGER_TITLES, ORDER_TIMEOUT_MS, PAY_MODULE_OFF_MESSAGE, WITHDRAW_MIN_FEN } from '../../types/money-rules'
import { allRows, countOf, deleteRows, q, refusalOf, rowsOf, updateRows, valueOf } from './rows'
import { admin, expectLedgerExplainsBalances, ledgerTitles, listenOnLoopback, member, moneyServerPerTest, notify, type Member } from './money.helpers'

const DAY = 86_400_000
const MINUTE = 60_000

const s = moneyServerPerTest()

const as = (m: Member) => ({ token: m.token })

async function ok<T>(path: string, payload: Record<string, unknown>): Promise<T> {
  const res = await s.call<T>(path, payload)
  if (res.code !== ResultCode.OK) throw new Error(`${path} answered ${res.code} ${res.msg}`)
  return res.data
}

/** pays an order through the sandbox provider with the right amount */
async function payOrder(o: OrderInfo, method: 'wechat' | 'alipay' = 'wechat') {
  return notify(s, { order_no: o.order_no, amount_fen: o.amount_fen, method, trade_no: `T${o.order_no}` })
}

describe('orders paid with money', () => {
  it('makes the amount from the product, whatever the client sends, and delivers VIP once per notification', async () => {
    const m = await member(s.db, s.clock.now())
    const order = await ok<OrderInfo>('api/Wechat/buy_vip', { ...as(m), plan_id: 'month', amount_fen: 1, price: 1 })
    expect(order).toMatchObject({ status: 'created', amount_fen: 3000, original_fen: 3000, product_id: 'vip_month', status_text: '待支付' })
    expect(order.expires_at - order.created_at).toBe(ORDER_TIMEOUT_MS)

    const wrong = await notify(s, { order_no: order.order_no, amount_fen: 1, method: 'wechat', trade_no: 'T1' })
    expect(wrong.code).toBe(ResultCode.FAIL)
    expect(wrong.msg).toContain('金额与订单不符')
    expect((await ok<OrderInfo>('api/Wechat/query_order', { ...as(m), order_no: order.order_no })).status).toBe('created')

    const forged = await notify(s, { order_no: order.order_no, amount_fen: 3000, method: 'wechat', trade_no: 'T1' }, 'f'.repeat(64))
    expect(forged.msg).toBe('签名错误')

    const first = await payOrder(order)
    expect(first.data).toMatchObject({ status: 'paid', changed: true })
    const paid = await ok<OrderInfo>('api/Wechat/query_order', { ...as(m), order_no: order.order_no })
    expect(paid).toMatchObject({ status: 'paid', pay_method: 'wechat', vip_expire_at: s.clock.now() + 30 * DAY })

    const again = await payOrder(order)
    expect(again.data).toMatchObject({ status: 'paid', changed: false })
    const wrongAfter = await notify(s, { order_no: order.order_no, amount_fen: 2999, method: 'wechat', trade_no: 'T2' })
    expect(wrongAfter.code).toBe(ResultCode.FAIL)
    expect((await ok<OrderInfo>('api/Wechat/query_order', { ...as(m), order_no: order.order_no })).vip_expire_at).toBe(s.clock.now() + 30 * DAY)
  })

  it('extends VIP from the later of now and the current expiry', async () => {
    const m = await member(s.db, s.clock.now())
    const start = s.clock.now()
    await payOrder(await ok<OrderInfo>('api/Wechat/buy_vip', { ...as(m), plan_id: 'month' }))
    await payOrder(await ok<OrderInfo>('api/Wechat/buy_vip', { ...as(m), plan_id: 'quarter' }))
    expect((await ok<WalletSummary>('api/Apis/zmzh', as(m))).vip_expire_at).toBe(start + 120 * DAY)

    s.clock.advance(200 * DAY)
    const later = { token: await issueToken(s.db, m.id, s.clock.now()) } // the first session has expired by now
    expect((await ok<WalletSummary>('api/Apis/zmzh', later)).is_vip).toBe(false)
    await payOrder(await ok<OrderInfo>('api/Wechat/buy_vip', { ...later, plan_id: 'month' }))
    expect((await ok<WalletSummary>('api/Apis/zmzh', later)).vip_expire_at).toBe(start + 230 * DAY)
  })

  it('tops up coins with WeChat parameters signed like WeChat Pay v2, as a ledger entry', async () => {
    const m = await member(s.db, s.clock.now(), { coins: 7 })
    const res = await ok<WechatPayRes>('api/Wechat/pay', { ...as(m), product_id: 'coins_680' })
    expect(res.order).toMatchObject({ product_kind: 'coins', amount_fen: 6800, coins: 710 })
    const { paySign, ...fields } = res.pay_params
    const text = Object.keys(fields).sort().map((k) => `${k}=${fields[k as keyof typeof fields]}`).join('&')
    expect(paySign).toBe(crypto.createHash('md5').update(`${text}&key=${sandboxPayKey(s.config)}`).digest('hex').toUpperCase())
    expect(wechatPaySign(fields, 'another key')).not.toBe(paySign)
    expect(res.pay_params.package).toMatch(/^prepay_id=wx/)
    expect(res.cashier_path).toBe(`cashier?order_no=${res.order.order_no}&method=wechat`)

    await payOrder(res.order)
    await payOrder(res.order)
    const paid = await ok<OrderInfo>('api/Wechat/query_order', { ...as(m), order_no: res.order.order_no })
    expect(paid.balance_coins).toBe(717)
    expect((await ledgerTitles(s.db, m.id)).filter((t) => t === LEDGER_TITLES.topUp)).toHaveLength(1)
    await expectLedgerExplainsBalances(s.db, m.id)
  })

  it('pays an existing order with Alipay, refuses another user\'s order and a paid one', async () => {
    const m = await member(s.db, s.clock.now())
    const other = await member(s.db, s.clock.now())
    const order = await ok<OrderInfo>('api/Wechat/buy_vip', { ...as(m), plan_id: 'year' })
    const ali = await ok<AlipayRes>('api/Wechat/zfb', { ...as(m), order_no: order.order_no })
    expect(ali.pay_path).toBe(`api/Wechat/doalipay?order_no=${order.order_no}`)
    expect(ali.order.amount_fen).toBe(28800)
    expect((await s.call('api/Wechat/zfb', { ...as(other), order_no: order.order_no })).code).toBe(ResultCode.NOT_FOUND)
    expect((await s.call('api/Wechat/query_order', { ...as(other), order_no: order.order_no })).code).toBe(ResultCode.NOT_FOUND)
    await payOrder(order, 'alipay')
    expect((await s.call('api/Wechat/zfb', { ...as(m), order_no: order.order_no })).msg).toBe('订单已支付')
    expect((await s.call('api/Wechat/pay', { ...as(m), product_id: 'coins_1' })).msg).toContain('商品 product_id 不存在')
    expect((await s.call('api/Wechat/pay', { ...as(m) })).code).toBe(ResultCode.FAIL)
  })

  it('closes an order unpaid for 15 minutes; a late payment of it is recorded and credited once', async () => {
    const m = await member(s.db, s.clock.now())
    const order = await ok<OrderInfo>('api/Wechat/buy_vip', { ...as(m), plan_id: 'month' })
    s.clock.advance(ORDER_TIMEOUT_MS - 1)
    expect((await ok<OrderInfo>('api/Wechat/query_order', { ...as(m), order_no: order.order_no })).status).toBe('created')
    s.clock.advance(1)
    expect((await ok<OrderInfo>('api/Wechat/query_order', { ...as(m), order_no: order.order_no })).status).toBe('closed')
    expect((await s.call('api/Wechat/pay', { ...as(m), order_no: order.order_no })).msg).toBe('订单已关闭，请重新下单')
    s.clock.advance(MINUTE)
    // the provider charged the buyer after all: the charge is kept and the VIP month delivered
    const late = await payOrder(order)
    expect(late.data).toEqual({ order_no: order.order_no, status: 'paid', changed: true })
    const paid = await ok<OrderInfo>('api/Wechat/query_order', { ...as(m), order_no: order.order_no })
    expect(paid).toMatchObject({ status: 'paid', pay_method: 'wechat', paid_at: s.clock.now() })
    expect(paid.vip_expire_at).toBe(s.clock.now() + 30 * DAY)
    expect(await rowsOf(s.db, 'pay_notifications', { order_no: order.order_no }, ['order_no', 'trade_no', 'amount_fen', 'outcome']))
      .toEqual([{ order_no: order.order_no, trade_no: `T${order.order_no}`, amount_fen: order.amount_fen, outcome: 'late_paid' }])
    // the same notification again: credited once
    s.clock.advance(MINUTE)
    expect((await payOrder(order)).data).toEqual({ order_no: order.order_no, status: 'paid', changed: false })
    expect((await ok<OrderInfo>('api/Wechat/query_order', { ...as(m), order_no: order.order_no })).vip_expire_at).toBe(paid.vip_expire_at)
    expect(await countOf(s.db, 'pay_notifications', { order_no: order.order_no })).toBe(1)

    // a late top-up: the coins once
    const topUp = await ok<WechatPayRes>('api/Wechat/pay', { ...as(m), product_id: 'coins_60' })
    s.clock.advance(ORDER_TIMEOUT_MS)
    expect((await ok<OrderInfo>('api/Wechat/query_order', { ...as(m), order_no: topUp.order.order_no })).status).toBe('closed')
    expect((await payOrder(topUp.order)).data?.status).toBe('paid')
    expect((await payOrder(topUp.order)).data?.changed).toBe(false)
    expect((await ok<WalletSummary>('api/Apis/zmzh', as(m))).coins).toBe(60)
    await expectLedgerExplainsBalances(s.db, m.id)
  })

  it('lets the operator refund a paid top-up only while the coins are unspent', async () => {
    const m = await member(s.db, s.clock.now())
    const res = await ok<WechatPayRes>('api/Wechat/pay', { ...as(m), product_id: 'coins_60' })
    expect((await admin(s, 'POST', '/admin/orders', { order_no: res.order.order_no, action: 'refund' })).body.msg).toContain('只有已支付的订单')
    await payOrder(res.order)
    const refunded = await admin(s, 'POST', '/admin/orders', { order_no: res.order.order_no, action: 'refund' })
    expect(refunded.body).toMatchObject({ code: ResultCode.OK, data: { status: 'refunded' } })
    expect((await ok<WalletSummary>('api/Apis/zmzh', as(m))).coins).toBe(0)
    expect((await admin(s, 'POST', '/admin/orders', { order_no: res.order.order_no, action: 'refund' })).body.code).toBe(ResultCode.FAIL)
    await expectLedgerExplainsBalances(s.db, m.id)
  })

  it('keeps a second charge (another trade) on a paid or refunded order for the operator to refund, once, crediting nothing', async () => {
    const m = await member(s.db, s.clock.now())
    const res = await ok<WechatPayRes>('api/Wechat/pay', { ...as(m), product_id: 'coins_60' })
    const o = res.order
    await payOrder(o, 'wechat')
    const second = { order_no: o.order_no, amount_fen: o.amount_fen, method: 'alipay' as const, trade_no: `ALI${o.order_no}` }
    expect((await notify(s, second)).data?.changed).toBe(false)
    expect((await notify(s, second)).data?.changed).toBe(false)
    await admin(s, 'POST', '/admin/orders', { order_no: o.order_no, action: 'refund' })
    expect((await notify(s, { ...second, method: 'wechat', trade_no: `WX2${o.order_no}` })).data?.changed).toBe(false)
    // the first trade again is a repeat, not a second charge
    await payOrder(o, 'wechat')
    expect(await allRows(s.db, q.selectFrom('pay_refusals').select(['trade_no', 'event', 'amount_fen', 'reason']).where('order_no', '=', o.order_no).orderBy('id'))).toEqual([
      { trade_no: `ALI${o.order_no}`, event: 'pay_notify:alipay', amount_fen: o.amount_fen, reason: 'second_charge_on_paid' },
      { trade_no: `WX2${o.order_no}`, event: 'pay_notify:wechat', amount_fen: o.amount_fen, reason: 'second_charge_on_refunded' },
    ])
    expect((await ok<WalletSummary>('api/Apis/zmzh', as(m))).coins).toBe(0)
    await expectLedgerExplainsBalances(s.db, m.id)
  })
})

describe('what is on sale', () => {
  it('lists the VIP plans and coin packages, whose product ids make orders; my orders list them newest first', async () => {
    const m = await member(s.db, s.clock.now())
    const cat = await ok<Catalogue>('api/Apis/chongzhi_vip_zb', as(m))
    expect(cat.vip_plans.map((p) => [p.product_id, p.days, p.price_fen])).toEqual([['vip_month', 30, 3000], ['vip_quarter', 90, 8000], ['vip_year', 365, 28800]])
    expect(cat.coin_packages.map((p) => p.product_id)).toEqual(['coins_60', 'coins_180', 'coins_680', 'coins_1280'])
    expect(cat.is_vip).toBe(false)
    const made: string[] = []
    for (const product of [...cat.vip_plans, ...cat.coin_packages]) {
      made.push((await ok<WechatPayRes>('api/Wechat/pay', { ...as(m), product_id: product.product_id })).order.order_no)
    }
    const mine = await ok<Paged<OrderInfo>>('api/Wechat/order_list', { ...as(m), limit: 3 })
    expect(mine).toMatchObject({ total: 7, has_more: true })
    expect(mine.list.map((o) => o.order_no)).toEqual(made.reverse().slice(0, 3))
  })
})

describe('who may buy', () => {
  it('asks for real-name verification first (code -2)', async () => {
    const m = await member(s.db, s.clock.now(), { verified: false })
    for (const [path, payload] of [
      ['api/Wechat/buy_vip', { plan_id: 'month' }],
      ['api/Wechat/pay', { product_id: 'coins_60' }],
      ['api/Wechat/zfb', { product_id: 'coins_60' }],
      ['api/Wechat/pay_zjfb', { prediction_id: 1, order_no: 'key-12345678' }],
      ['api/Wechat/pay_jx', { pick_id: 1, order_no: 'key-12345678' }],
    ] as const) {
      const res = await s.call(path, { ...as(m), ...payload })
      expect([path, res.code]).toEqual([path, ResultCode.REALNAME_REQUIRED])
    }
    expect((await ok<PayMethods>('api/Apis/zfzhibiao', as(m))).realname_verified).toBe(false)
  })

  it('refuses to create any order while the pay-module flag is off, and says so', async () => {
    const m = await member(s.db, s.clock.now(), { coins: 100 })
    const pending = await ok<OrderInfo>('api/Wechat/buy_vip', { ...as(m), plan_id: 'month' })
    await setSetting(s.db, 'pay_module', '0')
    for (const [path, payload] of [
      ['api/Wechat/buy_vip', { plan_id: 'month' }],
      ['api/Wechat/pay', { product_id: 'coins_60' }],
      ['api/Wechat/zfb', { order_no: pending.order_no }],
      ['api/Wechat/pay_zjfb', { prediction_id: 1, order_no: 'key-12345678' }],
      ['api/Wechat/pay_jx', { pick_id: 1, order_no: 'key-12345678' }],
    ] as const) {
      const res = await s.call(path, { ...as(m), ...payload })
      expect([path, res.code, res.msg]).toEqual([path, ResultCode.FAIL, PAY_MODULE_OFF_MESSAGE])
    }
    const methods = await ok<PayMethods>('api/Apis/zfzhibiao', {})
    expect(methods.pay_module).toBe(false)
    expect(methods.methods.every((x) => !x.enabled)).toBe(true)
    expect(await countOf(s.db, 'pay_orders')).toBe(1)
    expect((await ok<WalletSummary>('api/Apis/zmzh', as(m))).coins).toBe(100)
  })
})

describe('coupons', () => {
  async function claimable(m: Member, name: string): Promise<CouponBatch> {
    const center = await ok<Paged<CouponBatch>>('api/Apis/coupon_center', as(m))
    const batch = center.list.find((b) => b.name === name)
    if (!batch) throw new Error(`no batch ${name} in ${center.list.map((b) => b.name).join(',')}`)
    return batch
  }

  it('offers the monthly batches; a claim is once per user; the coupon lowers an order meeting its threshold, once', async () => {
    const m = await member(s.db, s.clock.now())
    const vipBatch = await claimable(m, 'VIP立减券')
    expect(vipBatch).toMatchObject({ amount_fen: 500, threshold_fen: 3000, rule_text: '满30减5', can_claim: true })
    const coupon = await ok<UserCoupon>('api/Apis/claim_coupon', { ...as(m), batch_id: vipBatch.id })
    expect(coupon.status).toBe('unused')
    expect((await s.call('api/Apis/claim_coupon', { ...as(m), batch_id: vipBatch.id })).msg).toBe('您已领取过该优惠券')
    expect((await claimable(m, 'VIP立减券')).can_claim).toBe(false)

    const quarter = await ok<UserCoupon>('api/Apis/claim_coupon', { ...as(m), batch_id: (await claimable(m, '季卡专享券')).id })
    // the quarter coupon names the quarter plan only (issue 16)
    expect((await s.call('api/Wechat/buy_vip', { ...as(m), plan_id: 'month', coupon_id: quarter.id })).msg).toContain('该优惠券不适用于此商品')
    const usableOnMonth = await ok<Paged<UserCoupon>>('api/Apis/get_user_coupon', { ...as(m), product_id: 'vip_month' })
    expect(usableOnMonth.list.map((c) => c.id)).toEqual([coupon.id])

    const order = await ok<OrderInfo>('api/Wechat/buy_vip', { ...as(m), plan_id: 'month', coupon_id: coupon.id })
    expect(order).toMatchObject({ original_fen: 3000, discount_fen: 500, amount_fen: 2500, coupon_id: coupon.id })
    await payOrder(order)
    const used = await ok<Paged<UserCoupon>>('api/Apis/get_user_coupon', { ...as(m), status: 'used' })
    expect(used.list.map((c) => [c.id, c.order_no])).toEqual([[coupon.id, order.order_no]])
    expect((await s.call('api/Wechat/buy_vip', { ...as(m), plan_id: 'quarter', coupon_id: coupon.id })).msg).toBe('该优惠券已使用')
  })

  it('gives the coupon back when its order closes unpaid, and moves it from an abandoned order', async () => {
    const m = await member(s.db, s.clock.now())
    const coupon = await ok<UserCoupon>('api/Apis/claim_coupon', { ...as(m), batch_id: (await claimable(m, 'VIP立减券')).id })
    const first = await ok<OrderInfo>('api/Wechat/buy_vip', { ...as(m), plan_id: 'month', coupon_id: coupon.id })
    // chosen again on a new order: the abandoned one closes and the coupon moves
    const second = await ok<OrderInfo>('api/Wechat/buy_vip', { ...as(m), plan_id: 'quarter', coupon_id: coupon.id })
    expect(second.amount_fen).toBe(7500)
    expect((await ok<OrderInfo>('api/Wechat/query_order', { ...as(m), order_no: first.order_no })).status).toBe('closed')
    // paid late after all: its coupon now discounts the other order, so the payment goes back (once) and nothing is delivered
    expect((await payOrder(first)).data).toEqual({ order_no: first.order_no, status: 'refunded', changed: true })
    expect((await payOrder(first)).data).toEqual({ order_no: first.order_no, status: 'refunded', changed: false })
    expect((await ok<OrderInfo>('api/Wechat/query_order', { ...as(m), order_no: first.order_no })).vip_expire_at).toBeNull()
    expect(await rowsOf(s.db, 'pay_notifications', { order_no: first.order_no }, ['outcome', 'amount_fen'])).toEqual([{ outcome: 'late_refunded', amount_fen: 2500 }])
    expect(await valueOf(s.db, 'user_coupons', 'order_no', { id: coupon.id })).toBe(second.order_no)

    s.clock.advance(ORDER_TIMEOUT_MS)
    const unused = await ok<Paged<UserCoupon>>('api/Apis/get_user_coupon', { ...as(m), status: 'unused' })
    expect(unused.list).toEqual([expect.objectContaining({ id: coupon.id, order_no: null })])
    const third = await ok<OrderInfo>('api/Wechat/buy_vip', { ...as(m), plan_id: 'month', coupon_id: coupon.id })
    expect(third.amount_fen).toBe(2500)
  })

  it('never hands out more than the stock when 50 claim at once over separate connections', async () => {
    const issued = await admin(s, 'POST', '/admin/coupons', { name: '限量券', amount_fen: 1000, threshold_fen: 5000, stock: 10, per_user_limit: 1, days: 7 })
    expect(issued.body.code).toBe(ResultCode.OK)
    const batchId = (issued.body.data as { id: number }).id
    const members = await Promise.all(Array.from({ length: 50 }, () => member(s.db, s.clock.now())))
    const { post } = await listenOnLoopback(s)
    const answers = await Promise.all(members.map((m) => post<UserCoupon>('api/Apis/claim_coupon', { ...as(m), batch_id: batchId })))
    expect(answers.filter((a) => a.code === ResultCode.OK)).toHaveLength(10)
    expect(new Set(answers.filter((a) => a.code !== ResultCode.OK).map((a) => a.msg))).toEqual(new Set(['优惠券已领完']))
    expect(await valueOf(s.db, 'coupon_batches', 'stock_left', { id: batchId })).toBe(0)
    expect(await countOf(s.db, 'user_coupons', { batch_id: batchId })).toBe(10)
  })

  it('checks what an operator issues and who may issue', async () => {
    expect((await admin(s, 'POST', '/admin/coupons', { name: '错券', amount_fen: 500, threshold_fen: 500, stock: 1, days: 1 })).body.msg).toContain('threshold_fen')
    expect((await admin(s, 'POST', '/admin/coupons', { name: '错券', amount_fen: 100, threshold_fen: 500, stock: 1 })).body.msg).toContain('ends_at')
    expect((await admin(s, 'POST', '/admin/coupons', { name: '券', amount_fen: 100, threshold_fen: 500, stock: 1, days: 1 }, 'wrong-token-1234')).status).toBe(403)
  })
})

describe('daily check-in', () => {
  const beijing = (text: string) => Date.parse(`${text}+08:00`)

  it('is once per Beijing day, continues the streak after midnight and restarts after a missed day', async () => {
    s.clock.t = beijing('2026-11-22T08:00:00')
    const m = await member(s.db, s.clock.now())
    expect(await ok<CheckInRes>('api/Apis/daily_check_in', as(m))).toEqual({ streak: 1, reward: 5, coins: 5, date: '2026-11-22' })
    s.clock.t = beijing('2026-11-22T23:59:59')
    const twice = await s.call('api/Apis/daily_check_in', as(m))
    expect([twice.code, twice.msg]).toEqual([ResultCode.FAIL, CHECKIN_ALREADY_MESSAGE])
    s.clock.advance(1000) // 00:00:00 in Beijing (16:00 UTC)
    expect(await ok<CheckInRes>('api/Apis/daily_check_in', as(m))).toEqual({ streak: 2, reward: 5, coins: 10, date: '2026-11-23' })
    s.clock.advance(2 * DAY) // 11-25: the 24th was missed
    expect(await ok<CheckInRes>('api/Apis/daily_check_in', as(m))).toMatchObject({ streak: 1, reward: 5, coins: 15 })
    expect(await ledgerTitles(s.db, m.id)).toEqual([LEDGER_TITLES.checkin, LEDGER_TITLES.checkin, LEDGER_TITLES.checkin])
    await expectLedgerExplainsBalances(s.db, m.id)
  })

  it('pays the streak table and shows the month', async () => {
    s.clock.t = beijing('2026-11-20T09:30:00')
    const m = await member(s.db, s.clock.now())
    const rewards: number[] = []
    for (let day = 0; day < 8; day++) {
      rewards.push((await ok<CheckInRes>('api/Apis/daily_check_in', as(m))).reward)
      s.clock.advance(DAY)
    }
    expect(rewards).toEqual([5, 5, 10, 10, 15, 15, 30, 30])
    const month = await ok<CheckInMonthRes>('api/Apis/daily_check_in_month', as(m))
    expect(month).toMatchObject({ month: '2026-11', today: '2026-11-28', checked_today: false, streak: 8, today_reward: 30, coins: 120 })
    expect(month.checked_days).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'])
    expect((await ok<CheckInMonthRes>('api/Apis/daily_check_in_month', { ...as(m), month: '2026-10' })).checked_days).toEqual([])
    expect(await ok<WalletSummary>('api/Apis/zmzh', as(m))).toMatchObject({ checked_in_today: false, streak: 8 })
  })
})

describe('expert withdrawal', () => {
  it('is for verified experts, from cash income, above the minimum, one pending at a time; a rejection returns the amount', async () => {
    const now = s.clock.now()
    const fan = await member(s.db, now, { cashFen: 20_000 })
    expect((await s.call('api/Apis/Expert_gold_coin_withdrawal', { ...as(fan), amount: '100', account: '13800138000' })).msg).toBe('仅专家可以提现')
    const unverified = await member(s.db, now, { expert: true, verified: false, cashFen: 20_000 })
    expect((await s.call('api/Apis/Expert_gold_coin_withdrawal', { ...as(unverified), amount: '100', account: '13800138000' })).code).toBe(ResultCode.REALNAME_REQUIRED)

    const expert = await member(s.db, now, { expert: true, cashFen: 12_345 })
    const below = await s.call('api/Apis/Expert_gold_coin_withdrawal', { ...as(expert), amount: String((WITHDRAW_MIN_FEN - 1) / 100), account: '13800138000' })
    expect(below.msg).toBe('提现金额最低 50.00 元')
    expect((await s.call('api/Apis/Expert_gold_coin_withdrawal', { ...as(expert), amount: '123.46', account: '13800138000' })).msg).toBe('可提现收益不足')
    expect((await s.call('api/Apis/Expert_gold_coin_withdrawal', { ...as(expert), amount: '1.234', account: '13800138000' })).code).toBe(ResultCode.FAIL)

    const first = await ok<Withdrawal & { cash_fen: number }>('api/Apis/Expert_gold_coin_withdrawal', { ...as(expert), amount: '100.5', account: '13800138000' })
    expect(first).toMatchObject({ amount_fen: 10_050, status: 'pending', account: '138****8000', cash_fen: 2295 })
    expect((await s.call('api/Apis/Expert_gold_coin_withdrawal', { ...as(expert), amount: '50', account: '13800138000' })).msg).toContain('已有一笔提现正在审核')
    expect((await ok<WalletSummary>('api/Apis/zmzh', as(expert))).pending_withdrawal?.id).toBe(first.id)

    const rejected = await admin(s, 'POST', '/admin/withdrawals', { id: first.id, action: 'reject', reason: '账号信息有误' })
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: '账号信息有误' })
    expect((await ok<WalletSummary>('api/Apis/zmzh', as(expert))).cash_fen).toBe(12_345)
    expect((await admin(s, 'POST', '/admin/withdrawals', { id: first.id, action: 'pay' })).body.msg).toContain('该提现已处理')

    const second = await ok<Withdrawal>('api/Apis/Expert_gold_coin_withdrawal', { ...as(expert), amount: '60', account: 'pay@example.com' })
    expect((await admin(s, 'GET', '/admin/withdrawals', { status: 'pending' })).body.data).toEqual({ list: [expect.objectContaining({ id: second.id, user_id: expert.id })] })
    expect((await admin(s, 'POST', '/admin/withdrawals', { id: second.id, action: 'pay' })).body.data).toMatchObject({ status: 'paid' })
    expect((await ok<WalletSummary>('api/Apis/zmzh', as(expert))).cash_fen).toBe(6345)
    expect((await ok<Paged<Withdrawal>>('api/Apis/withdrawal_list', as(expert))).list.map((w) => w.status)).toEqual(['paid', 'rejected'])
    expect(await ledgerTitles(s.db, expert.id)).toEqual([LEDGER_TITLES.predictionIncome, LEDGER_TITLES.withdraw, LEDGER_TITLES.withdrawReturned, LEDGER_TITLES.withdraw])
    // the ledger page (api/user/mx) shows cash in yuan, newest first
    const cashLedger = await ok<Paged<{ title: string; amount: number; balance: number }>>('api/user/mx', { ...as(expert), kind: 'money' })
    expect(cashLedger.list.map((e) => [e.title, e.amount, e.balance])).toEqual([
      [LEDGER_TITLES.withdraw, -60, 63.45], [LEDGER_TITLES.withdrawReturned, 100.5, 123.45], [LEDGER_TITLES.withdraw, -100.5, 22.95], [LEDGER_TITLES.predictionIncome, 123.45, 123.45],
    ])
    await expectLedgerExplainsBalances(s.db, expert.id)
  })
})

describe('the ledger', () => {
  it('is append-only', async () => {
    const m = await member(s.db, s.clock.now(), { coins: 10 })
    expect(await refusalOf(updateRows(s.db, 'ledger', { amount: 1000 }, { user_id: m.id }))).toMatch('append-only')
    expect(await refusalOf(deleteRows(s.db, 'ledger', { user_id: m.id }))).toMatch('append-only')
  })
})

describe('the sandbox cashier', () => {
  it('shows the order, pays it through the notification and goes back to paySuccess', async () => {
    const m = await member(s.db, s.clock.now())
    const res = await ok<AlipayRes>('api/Wechat/zfb', { ...as(m), product_id: 'vip_month' })
    const viaAlipay = await s.app.inject({ method: 'GET', url: `/${res.pay_path}&return=${encodeURIComponent('https://evil.example.com/x')}` })
    expect(viaAlipay.statusCode).toBe(302)
    const cashierUrl = viaAlipay.headers.location as string
    expect(cashierUrl).toContain(`cashier?order_no=${res.order.order_no}&method=alipay`)
    // a foreign return address falls back to the app's own paySuccess page
    const fallback = `/#/pages/msyng/withdraw/paySuccess?order_no=${res.order.order_no}`
    expect(decodeURIComponent(cashierUrl)).toContain(`return=${fallback}`)

    const page = await s.app.inject({ method: 'GET', url: cashierUrl })
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('¥30.00')
    expect(page.body).toContain('VIP月卡')
    expect(page.body).toContain('确认支付')
    expect(page.body).toContain('取消')
    expect(page.body).not.toContain('<script')

    const returnTo = `/#/pages/msyng/withdraw/paySuccess?order_no=${res.order.order_no}&from=h5`
    const form = new URLSearchParams({ order_no: res.order.order_no, method: 'alipay', return: returnTo }).toString()
    const confirmed = await s.app.inject({ method: 'POST', url: '/cashier/confirm', payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(confirmed.statusCode).toBe(303)
    const result = await s.app.inject({ method: 'GET', url: confirmed.headers.location as string })
    expect(result.body).toContain('支付成功')
    expect(result.body).toContain(`url=${returnTo.replace(/&/g, '&amp;')}`)
    expect((await ok<OrderInfo>('api/Wechat/query_order', { ...as(m), order_no: res.order.order_no })).status).toBe('paid')

    const again = await s.app.inject({ method: 'GET', url: `/${res.cashier_path}` })
    expect(again.body).toContain('订单已支付')
    const twice = await s.app.inject({ method: 'POST', url: '/cashier/confirm', payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    // a double submit charges once: nothing is kept as a second charge
    expect(twice.statusCode).toBe(200)
    expect(twice.body).toContain('本次未重复扣款')
    expect(await countOf(s.db, 'pay_refusals', { order_no: res.order.order_no })).toBe(0)
    expect((await ok<WalletSummary>('api/Apis/zmzh', as(m))).vip_expire_at).toBe(s.clock.now() + 30 * DAY)
  })

  it('cancelling leaves the order unpaid; a closed order cannot be paid there', async () => {
    const m = await member(s.db, s.clock.now())
    const res = await ok<WechatPayRes>('api/Wechat/pay', { ...as(m), product_id: 'coins_60' })
    const form = new URLSearchParams({ order_no: res.order.order_no, method: 'wechat', return: '/#/x' }).toString()
    const cancelled = await s.app.inject({ method: 'POST', url: '/cashier/cancel', payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(cancelled.body).toContain('已取消支付')
    expect((await ok<OrderInfo>('api/Wechat/query_order', { ...as(m), order_no: res.order.order_no })).status).toBe('created')
    s.clock.advance(16 * MINUTE)
    expect((await s.app.inject({ method: 'GET', url: `/${res.cashier_path}` })).body).toContain('订单已关闭')
    const late = await s.app.inject({ method: 'POST', url: '/cashier/confirm', payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(late.body).toContain('支付失败')
    expect((await ok<WalletSummary>('api/Apis/zmzh', as(m))).coins).toBe(0)
    expect((await s.app.inject({ method: 'GET', url: '/cashier?order_no=NOPE12345' })).statusCode).toBe(404)
  })
})
