import {
  chargeRefundsOf, payRefusals, signedPush, virtualPayAppKey, XPAY_COIN_EVENT, XPAY_GOODS_EVENT, type XpayPayload,
} from '../../mocks/features/money'
import { setSetting } from '../../mocks/services/settings'
import type { LedgerEntry } from '../../types/api/account'
import type { OrderInfo, VirtualPayRes } from '../../types/api/money'
import type { Paged } from '../../types/common'
import { ResultCode } from '../../types/envelope'
import { LEDGER_TITLES, ORDER_TIMEOUT_MS } from '../../types/money-rules'
import { countOf, insertRows, refusalOf } from './rows'
import { admin, expectChargesAccountedFor, expectLedgerExplainsBalances, member, moneyServerPerTest, notify, type Member } from './money.helpers'

/**
 * Every charge accounted for (issue 35): a charge the server does not keep, on any channel (WeChat
 * Pay and Alipay through /pay/notify, virtual payment through /xpay/notify), is recorded with its
 * transaction number and refunded at once, once per transaction, and the buyer sees the refund in
 * 收支明细. The stand-in WeChat charges an order number once, however raced.
 */

const s = moneyServerPerTest()
const as = (m: Member) => ({ token: m.token })
const MINUTE = 60_000

async function ok<T>(path: string, payload: Record<string, unknown>): Promise<T> {
  const res = await s.call<T>(path, payload)
  if (res.code !== ResultCode.OK) throw new Error(`${path} answered ${res.code} ${res.msg}`)
  return res.data
}

type Channel = 'wechat' | 'alipay' | 'xpay'
const CHANNELS: Channel[] = ['wechat', 'alipay', 'xpay']

/** a charge of `amount` for the order by `channel`, as that provider tells the server (signed) */
async function charge(channel: Channel, order: OrderInfo, trade: string, amount = order.amount_fen): Promise<void> {
  if (channel !== 'xpay') {
    await notify(s, { order_no: order.order_no, amount_fen: amount, method: channel, trade_no: trade })
    return
  }
  const event = order.product_kind === 'coins' ? XPAY_COIN_EVENT : XPAY_GOODS_EVENT
  const item = { Quantity: 1, OrigPrice: order.original_fen, ActualPrice: amount, Attach: order.product_id }
  const payload: XpayPayload = {
    OpenId: 'o_test', OutTradeNo: order.order_no, Env: 1,
    WeChatPayInfo: { MchOrderNo: `M${trade}`, TransactionId: trade, PaidTime: Math.floor(s.clock.now() / 1000) },
    GoodsInfo: { ...item, ProductId: order.product_id },
  }
  await s.app.inject({ method: 'POST', url: '/xpay/notify', payload: signedPush(event, payload, virtualPayAppKey(s.config), s.clock.now()) })
}

const vipMonth = async (m: Member) => (await ok<VirtualPayRes>('api/Wechat/virtual_pay', { ...as(m), product_id: 'vip_month' })).order
const query = (m: Member, orderNo: string) => ok<OrderInfo>('api/Wechat/query_order', { ...as(m), order_no: orderNo })
const vipUntil = async (m: Member, orderNo: string) => (await query(m, orderNo)).vip_expire_at

/** the states an order can be in when a charge arrives that the server does not keep */
const STATES: Array<{ state: string; reason: string; title: string; setUp: (channel: Channel, m: Member, o: OrderInfo) => Promise<number | undefined> }> = [
  {
    state: 'paid', reason: 'second_charge_on_paid', title: LEDGER_TITLES.secondChargeRefunded,
    setUp: async (channel, _m, o) => void (await charge(channel, o, `FIRST${channel}`)),
  },
  {
    state: 'refunded', reason: 'second_charge_on_refunded', title: LEDGER_TITLES.secondChargeRefunded,
    setUp: async (channel, _m, o) => {
      await charge(channel, o, `FIRST${channel}`)
      expect((await admin(s, 'POST', '/admin/orders', { order_no: o.order_no, action: 'refund' })).body.code).toBe(ResultCode.OK)
      return undefined
    },
  },
  {
    // cancelled by the buyer, then charged while nothing is sold: the late charge cannot be delivered
    state: 'cancelled', reason: 'late_on_closed', title: LEDGER_TITLES.closedChargeRefunded,
    setUp: async (_channel, m, o) => {
      await ok<OrderInfo>('api/Wechat/virtual_cancel', { ...as(m), order_no: o.order_no })
      await setSetting(s.db, 'pay_module', '0')
      return undefined
    },
  },
  {
    state: 'expired', reason: 'late_on_closed', title: LEDGER_TITLES.closedChargeRefunded,
    setUp: async () => {
      s.clock.advance(ORDER_TIMEOUT_MS + MINUTE)
      await setSetting(s.db, 'pay_module', '0')
      return undefined
    },
  },
  {
    state: 'unpaid, charged a wrong amount', reason: 'wrong_amount', title: LEDGER_TITLES.misfitChargeRefunded,
    setUp: async () => 1,
  },
]

describe.each(CHANNELS)('a charge the server does not keep, by %s', (channel) => {
  it.each(STATES.map((st) => [st.state, st] as const))('on an order %s: recorded, refunded once to its channel, shown in 收支明细', async (_state, st) => {
    const m = await member(s.db, s.clock.now())
    const o = await vipMonth(m)
    const amount = (await st.setUp(channel, m, o)) ?? o.amount_fen
    const vipBefore = await vipUntil(m, o.order_no)
    s.clock.advance(MINUTE)
    const chargedAt = s.clock.now()
    await charge(channel, o, 'STRAY1', amount)
    s.clock.advance(MINUTE)
    // the provider repeats its notification: nothing more is recorded or refunded
    await charge(channel, o, 'STRAY1', amount)

    expect(await chargeRefundsOf(s.db, o.order_no)).toEqual([
      { order_no: o.order_no, user_id: m.id, trade_no: 'STRAY1', channel, amount_fen: amount, reason: st.reason, charged_at: chargedAt, refunded_at: chargedAt },
    ])
    if (st.reason !== 'late_on_closed') expect((await payRefusals(s.db, o.order_no)).filter((r) => r.trade_no === 'STRAY1').map((r) => r.reason)).toEqual([st.reason])
    // nothing delivered for it
    expect(await vipUntil(m, o.order_no)).toBe(vipBefore)
    await expectLedgerExplainsBalances(s.db, m.id)
    await expectChargesAccountedFor(s.db)

    const mx = await ok<Paged<LedgerEntry>>('api/user/mx', as(m))
    const lines = mx.list.filter((e) => e.title === st.title)
    expect(lines).toEqual([expect.objectContaining({ kind: 'cash', amount: amount / 100, created_at: chargedAt, order_no: o.order_no, item: expect.objectContaining({ kind: 'refund', title: 'VIP月卡' }) })])
    const cashOnly = await ok<Paged<LedgerEntry>>('api/user/mx', { ...as(m), kind: 'cash' })
    expect(cashOnly.list.filter((e) => e.title === st.title)).toHaveLength(1)
  })
})

describe('at most one refund per charge', () => {
  it('the database refuses a second refund row for the same transaction', async () => {
    const m = await member(s.db, s.clock.now())
    const o = await vipMonth(m)
    await charge('wechat', o, 'FIRST')
    await charge('alipay', o, 'SECOND')
    expect((await chargeRefundsOf(s.db, o.order_no)).map((r) => r.trade_no)).toEqual(['SECOND'])
    const insert = insertRows(s.db, 'charge_refunds', {
      order_no: o.order_no, user_id: m.id, trade_no: 'SECOND', channel: 'alipay', amount_fen: 3000, reason: 'second_charge_on_paid', charged_at: 1, refunded_at: 1,
    })
    expect(await refusalOf(insert)).toMatch(/UNIQUE|unique constraint/)
  })

  it('a transaction refunded for a wrong amount is never credited afterwards', async () => {
    const m = await member(s.db, s.clock.now())
    const o = await vipMonth(m)
    await charge('wechat', o, 'WRONG', 1)
    await charge('wechat', o, 'WRONG')
    expect((await query(m, o.order_no)).status).toBe('created')
    expect((await chargeRefundsOf(s.db, o.order_no)).map((r) => r.trade_no)).toEqual(['WRONG'])
    await expectChargesAccountedFor(s.db)
  })
})

describe('the stand-in WeChat charges an order once (/xpay/sandbox/pay)', () => {
  it('50 calls racing for one order: one charge and one credit, the others refused clearly', async () => {
    const m = await member(s.db, s.clock.now())
    const p = await ok<VirtualPayRes>('api/Wechat/virtual_pay', { ...as(m), product_id: 'vip_month' })
    const pay = () => s.app.inject({
      method: 'POST', url: '/xpay/sandbox/pay', payload: { token: m.token, mode: p.mode, signData: p.sign_data, paySig: p.pay_sig, signature: p.signature },
    }).then((r) => r.json() as { errCode: number; errMsg: string })
    const answers = await Promise.all(Array.from({ length: 50 }, pay))
    expect(answers.filter((a) => a.errCode === 0)).toHaveLength(1)
    const refusals = answers.filter((a) => a.errCode !== 0)
    expect(refusals).toHaveLength(49)
    // a call that arrives while the winner is charging hears 支付中; one that arrives after the order
    // is paid (a busy machine can order them so) hears 已关闭: both say the order is already paid
    for (const r of refusals) expect(r).toEqual({ errCode: -1, errMsg: expect.stringMatching(/^requestVirtualPayment:fail 订单已支付或(支付中，请勿重复支付|已关闭)$/) })
    expect(await countOf(s.db, 'pay_notifications', { order_no: p.order.order_no })).toBe(1)
    expect(await chargeRefundsOf(s.db, p.order.order_no)).toEqual([])
    expect(await vipUntil(m, p.order.order_no)).toBe(s.clock.now() + 30 * 86_400_000)
  }, 30_000)
})
