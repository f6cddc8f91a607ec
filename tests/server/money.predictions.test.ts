import type { Db } from '../../mocks/db'
import { ensurePredictions } from '../../mocks/features/experts/seed'
import { canSeePaidPick } from '../../mocks/features/experts/services/predictionAccess'
import { outcomeOf, settleDue, type PickToSettle } from '../../mocks/features/experts/services/settlement'
import { moneyFeature, settleHeldSales } from '../../mocks/features/money'
import type { CoinPurchaseRes, OrderInfo, VipPickRow } from '../../types/api/money'
import type { Paged } from '../../types/common'
import { ResultCode } from '../../types/envelope'
import { expertShareFen, LEDGER_TITLES, NOT_ENOUGH_COINS_MESSAGE, VIP_PICK_PRICE } from '../../types/money-rules'
import { WIN_OR_NOT } from '../../types/prediction'
import { SEED_TIMEOUT_MS, SEEDED_AT, seededAtNoon } from './match.helpers'
import { TestClock, type TestServer } from './helpers'
import { allRows, countOf, execute, firstRow, q, updateRows, valueOf } from './rows'
import { expectLedgerExplainsBalances, ledgerTitles, listenOnLoopback, member, notify, startMoneyServer, storedCash, storedCoins, type Member } from './money.helpers'

/** buying predictions and VIP picks with coins, against the seeded football world and its experts */

let s: TestServer & { db: Db }
/** POST over a connection of its own (the server listens on a loopback port) */
let post: Awaited<ReturnType<typeof listenOnLoopback>>['post']

beforeAll(async () => {
  s = await startMoneyServer({ clock: new TestClock(SEEDED_AT), db: await seededAtNoon(ensurePredictions) })
  post = (await listenOnLoopback(s)).post
}, SEED_TIMEOUT_MS)
afterAll(async () => {
  await s.close()
})

interface OnSale extends PickToSettle {
  id: number
  price: number
  expert_id: number
  ends_at: number
  ft_home: number
  ft_away: number
}

/** paid singles published by now whose matches have not kicked off, in id order */
async function onSale(db: Db, now: number, limit: number, skip: Set<number> = new Set()): Promise<OnSale[]> {
  const rows = await allRows(db, q.selectFrom('predictions as p').innerJoin('fb_matches as m', 'm.id', 'p.match_id')
    .select(['p.id', 'p.price', 'p.expert_id', 'p.ends_at', 'p.play', 'p.pick', 'p.line', 'm.ft_home', 'm.ft_away'])
    .where('p.price', '>', 0).where('p.win_or_not', '=', 0).where('p.published_at', '<=', now).where('m.start_at', '>', now).where('m.postponed', '=', 0)
    // a paid single names its play and pick (the column is null only on a parlay)
    .$narrowType<{ play: PickToSettle['play']; pick: PickToSettle['pick'] }>()
    .orderBy('p.id').limit(limit + skip.size))
  return rows.filter((r) => !skip.has(r.id)).slice(0, limit)
}

const as = (m: Member) => ({ token: m.token })
const used = new Set<number>()

describe('buying predictions with coins', () => {
  it('under 20 simultaneous purchases over separate connections, only what the balance covers succeeds', async () => {
    const now = s.clock.now()
    const targets = await onSale(s.db, now, 20, used)
    expect(targets).toHaveLength(20)
    targets.forEach((t) => used.add(t.id))
    const total = targets.reduce((sum, t) => sum + t.price, 0)
    const start = Math.floor(total / 2)
    const buyer = await member(s.db, now, { coins: start })
    const experts = [...new Set(targets.map((t) => t.expert_id))]
    const cashBefore = new Map(await Promise.all(experts.map(async (e) => [e, await storedCash(s.db, e)] as const)))

    const answers = await Promise.all(targets.map((t, i) => post<CoinPurchaseRes>('api/Wechat/pay_zjfb', { ...as(buyer), prediction_id: t.id, order_no: `race-${i}-${t.id}` })))

    const won = targets.filter((_, i) => answers[i].code === ResultCode.OK)
    const lost = targets.filter((_, i) => answers[i].code !== ResultCode.OK)
    const spent = won.reduce((sum, t) => sum + t.price, 0)
    const balance = start - spent
    expect(won.length).toBeGreaterThan(0)
    expect(lost.length).toBeGreaterThan(0)
    expect(spent).toBeLessThanOrEqual(start)
    expect(new Set(answers.filter((a) => a.code !== ResultCode.OK).map((a) => a.msg))).toEqual(new Set([NOT_ENOUGH_COINS_MESSAGE]))
    // a refusal happened when the balance was short, and the balance only went down since
    for (const t of lost) expect(t.price).toBeGreaterThan(balance)
    expect(await storedCoins(s.db, buyer.id)).toBe(balance)
    expect(await countOf(s.db, 'prediction_purchases', { user_id: buyer.id })).toBe(won.length)
    await expectLedgerExplainsBalances(s.db, buyer.id)
    // every answer's coins is a balance the buyer really had
    for (const a of answers.filter((x) => x.code === ResultCode.OK)) expect(a.data.coins).toBeGreaterThanOrEqual(0)

    // each expert's cash grew by the share of what was sold
    for (const e of experts) {
      const share = won.filter((t) => t.expert_id === e).reduce((sum, t) => sum + expertShareFen(t.price), 0)
      expect(await storedCash(s.db, e)).toBe((cashBefore.get(e) as number) + share)
      await expectLedgerExplainsBalances(s.db, e)
    }
    // the buyer reads what was bought, and only that
    expect(await Promise.all(won.map((t) => canSeePaidPick(s.db, t.id, buyer.id, now)))).toEqual(won.map(() => true))
    expect(await Promise.all(lost.map((t) => canSeePaidPick(s.db, t.id, buyer.id, now)))).toEqual(lost.map(() => false))
  })

  it('charges once for the same order_no, sent twice in a row or twice at once; one purchase per prediction', async () => {
    const now = s.clock.now()
    const [a, b] = await onSale(s.db, now, 2, used)
    used.add(a.id).add(b.id)
    const buyer = await member(s.db, now, { coins: 1000 })
    const [first, second] = await Promise.all([0, 1].map(() =>
      post<CoinPurchaseRes & { prediction_id: number }>('api/Wechat/pay_zjfb', { ...as(buyer), prediction_id: a.id, order_no: 'same-key-0001' })))
    expect(first.data).toEqual({ order_no: 'same-key-0001', status: 'paid', coins: 1000 - a.price, price: a.price, prediction_id: a.id })
    expect(second.data).toEqual(first.data)
    const third = await s.call<CoinPurchaseRes>('api/Wechat/pay_zjfb', { ...as(buyer), prediction_id: a.id, order_no: 'same-key-0001' })
    expect(third.data).toEqual(first.data)
    // a new key for a prediction already bought answers the first purchase, without a charge
    const otherKey = await s.call<CoinPurchaseRes>('api/Wechat/pay_zjfb', { ...as(buyer), prediction_id: a.id, order_no: 'another-key-02' })
    expect(otherKey.data).toMatchObject({ order_no: 'same-key-0001', coins: 1000 - a.price })
    // the same key for another prediction, or by another user, is refused
    expect((await s.call('api/Wechat/pay_zjfb', { ...as(buyer), prediction_id: b.id, order_no: 'same-key-0001' })).msg).toBe('订单号已被使用，请重新下单')
    const thief = await member(s.db, now, { coins: 1000 })
    expect((await s.call('api/Wechat/pay_zjfb', { ...as(thief), prediction_id: a.id, order_no: 'same-key-0001' })).code).toBe(ResultCode.FAIL)
    expect((await ledgerTitles(s.db, buyer.id)).filter((t) => t === LEDGER_TITLES.buyPrediction)).toHaveLength(1)
    await expectLedgerExplainsBalances(s.db, buyer.id)

    expect((await s.call('api/Wechat/pay_zjfb', { ...as(buyer), prediction_id: b.id, order_no: 'bad key!' })).msg).toContain('order_no')
    expect((await s.call('api/Wechat/pay_zjfb', { ...as(buyer), prediction_id: 99_999_999, order_no: 'missing-0001' })).code).toBe(ResultCode.NOT_FOUND)
  })
})

describe('VIP picks', () => {
  it('shows the day\'s 二合一 and 单场 picks locked to others, readable by a VIP and by a buyer', async () => {
    const now = s.clock.now()
    const anonymous = await s.call<Paged<VipPickRow> & { is_vip: boolean }>('api/ConfirmedOrder/jxdc_list', {})
    expect(anonymous.code).toBe(ResultCode.OK)
    const doubles = anonymous.data.list
    expect(doubles.length).toBeGreaterThan(0)
    for (const p of doubles) {
      expect(p).toMatchObject({ kind: 'double', date: '2026-11-22', unlocked: false, price: VIP_PICK_PRICE.double, combined_odds: null })
      expect(p.legs).toHaveLength(2)
      expect(p.legs[0].match.id).not.toBe(p.legs[1].match.id)
      expect(p.legs.every((l) => l.pick_text === null && l.odds === null && l.match.start_at > now)).toBe(true)
      expect(p.teaser).not.toBe('')
    }
    const singles = (await s.call<Paged<VipPickRow>>('api/ConfirmedOrder/sd_list', {})).data.list
    expect(singles.length).toBeGreaterThan(0)
    expect(singles.every((p) => p.kind === 'single' && p.legs.length === 1)).toBe(true)

    const fan = await member(s.db, now, { coins: 100 })
    const pick = doubles[0]
    const bought = await s.call<CoinPurchaseRes & { pick_id: number }>('api/Wechat/pay_jx', { ...as(fan), pick_id: pick.id, order_no: 'jx-key-00001' })
    expect(bought.data).toEqual({ order_no: 'jx-key-00001', status: 'paid', coins: 100 - VIP_PICK_PRICE.double, price: VIP_PICK_PRICE.double, pick_id: pick.id })
    const again = await s.call<CoinPurchaseRes>('api/Wechat/pay_jx', { ...as(fan), pick_id: pick.id, order_no: 'jx-key-00001' })
    expect(again.data.coins).toBe(100 - VIP_PICK_PRICE.double)
    const detail = (await s.call<VipPickRow>('api/ConfirmedOrder/jxdc_xq', { ...as(fan), id: pick.id })).data
    expect(detail).toMatchObject({ unlocked: true, purchased: true })
    expect(detail.legs.every((l) => l.pick_text !== null && l.odds !== null)).toBe(true)
    expect(detail.combined_odds).toBe(Math.round((detail.legs[0].odds as number) * (detail.legs[1].odds as number) * 100) / 100)
    expect((await s.call<VipPickRow>('api/ConfirmedOrder/jxdc_xq', { id: doubles[1]?.id ?? pick.id, ...as(fan) })).data.unlocked).toBe(doubles.length === 1)
    expect((await s.call('api/ConfirmedOrder/sd_xq', { id: pick.id })).code).toBe(ResultCode.NOT_FOUND)
    await expectLedgerExplainsBalances(s.db, fan.id)

    const vip = await member(s.db, now, { coins: 100 })
    const order = (await s.call<OrderInfo>('api/Wechat/buy_vip', { ...as(vip), plan_id: 'month' })).data
    await notify(s, { order_no: order.order_no, amount_fen: order.amount_fen, method: 'wechat', trade_no: 'T-vip-picks' })
    const asVip = await s.call<Paged<VipPickRow> & { is_vip: boolean }>('api/ConfirmedOrder/sd_list', as(vip))
    expect(asVip.data.is_vip).toBe(true)
    expect(asVip.data.list.every((p) => p.unlocked && p.legs.every((l) => l.pick_text !== null))).toBe(true)
    expect((await s.call('api/Wechat/pay_jx', { ...as(vip), pick_id: singles[0].id, order_no: 'jx-key-vip01' })).msg).toBe('您是 VIP 会员，可直接查看')
    // the same picks on a second read: chosen once per day
    expect((await s.call<Paged<VipPickRow>>('api/ConfirmedOrder/jxdc_list', {})).data.list.map((p) => p.id)).toEqual(doubles.map((p) => p.id))
  })
})

describe('不中退: refund on a miss', () => {
  it('refunds each buyer of a missed refundable prediction once, however often settlement runs; a hit pays the expert once', async () => {
    const now = s.clock.now()
    const candidates = await onSale(s.db, now, 300, used)
    const miss = candidates.find((p) => outcomeOf(p, [p.ft_home, p.ft_away]) === WIN_OR_NOT.miss)
    const hit = candidates.find((p) => outcomeOf(p, [p.ft_home, p.ft_away]) === WIN_OR_NOT.hit && p.expert_id !== miss?.expert_id)
    if (!miss || !hit) throw new Error('the seeded data has no miss and hit on sale')
    used.add(miss.id).add(hit.id)
    await execute(s.db, q.updateTable('predictions').set({ refund_on_miss: 1 }).where('id', 'in', [miss.id, hit.id]))

    const buyers = [await member(s.db, now, { coins: 500 }), await member(s.db, now, { coins: 500 })]
    for (const [i, b] of buyers.entries()) {
      for (const p of [miss, hit]) {
        expect((await s.call('api/Wechat/pay_zjfb', { ...as(b), prediction_id: p.id, order_no: `held-${i}-${p.id}` })).code).toBe(ResultCode.OK)
      }
    }
    const cash = (id: number) => storedCash(s.db, id)
    const missExpertCash = await cash(miss.expert_id)
    const hitExpertCash = await cash(hit.expert_id)
    // held until settlement: nobody is paid yet
    expect(await cash(hit.expert_id)).toBe(hitExpertCash)

    s.clock.t = Math.max(miss.ends_at, hit.ends_at) + 60_000
    await settleDue(s.db, s.clock.now())
    await settleDue(s.db, s.clock.now())
    await settleHeldSales(s.db, s.clock.now())
    s.clock.advance(3_600_000)
    await settleDue(s.db, s.clock.now())

    expect(await valueOf(s.db, 'predictions', 'win_or_not', { id: miss.id })).toBe(WIN_OR_NOT.miss)
    for (const b of buyers) {
      expect(await storedCoins(s.db, b.id)).toBe(500 - hit.price)
      expect(await ledgerTitles(s.db, b.id)).toEqual(['测试赠送', LEDGER_TITLES.buyPrediction, LEDGER_TITLES.buyPrediction, LEDGER_TITLES.refundOnMiss])
      await expectLedgerExplainsBalances(s.db, b.id)
    }
    expect(await firstRow(s.db, q.selectFrom('prediction_purchases').select((eb) => eb.fn.countAll<number>().as('n')).where('prediction_id', '=', miss.id).where('refunded_at', 'is not', null))).toEqual({ n: 2 })
    expect(await cash(miss.expert_id)).toBe(missExpertCash)
    expect(await cash(hit.expert_id)).toBe(hitExpertCash + 2 * expertShareFen(hit.price))
    await expectLedgerExplainsBalances(s.db, hit.expert_id)
  })
})

describe('不中退 after a stop', () => {
  it('a sale whose prediction settled just before the process stopped (its settlement listeners never ran) is refunded at the next start', async () => {
    const now = s.clock.now()
    const miss = (await onSale(s.db, now, 300, used)).find((p) => outcomeOf(p, [p.ft_home, p.ft_away]) === WIN_OR_NOT.miss)
    if (!miss) throw new Error('the seeded data has no miss on sale')
    used.add(miss.id)
    await updateRows(s.db, 'predictions', { refund_on_miss: 1 }, { id: miss.id })
    const buyer = await member(s.db, now, { coins: 500 })
    expect((await s.call('api/Wechat/pay_zjfb', { ...as(buyer), prediction_id: miss.id, order_no: `stop-${miss.id}` })).code).toBe(ResultCode.OK)
    // settlement committed its result, then the process died before telling money
    await updateRows(s.db, 'predictions', { win_or_not: WIN_OR_NOT.miss }, { id: miss.id })
    s.clock.t = miss.ends_at + 60_000
    expect(await storedCoins(s.db, buyer.id)).toBe(500 - miss.price)
    await moneyFeature.topUp?.(s.db, s.clock, s.config)
    expect(await storedCoins(s.db, buyer.id)).toBe(500)
    expect(await ledgerTitles(s.db, buyer.id)).toEqual(['测试赠送', LEDGER_TITLES.buyPrediction, LEDGER_TITLES.refundOnMiss])
    await expectLedgerExplainsBalances(s.db, buyer.id)
  })
})
