import type { Db } from '../../mocks/db'
import { ensurePredictions } from '../../mocks/features/experts/seed'
import { setSetting } from '../../mocks/services/settings'
import type { CoinPurchaseRes, ExpertSaleRow, OrderInfo, PurchaseRow, UserCoupon, VipPickRow, AlipayRes, CouponBatch } from '../../types/api/money'
import type { PredictionDetail, PredictionParameters } from '../../types/api/experts'
import type { LedgerEntry, MemberInfo, UserMessage } from '../../types/api/account'
import type { MatchRow } from '../../types/football'
import type { Paged } from '../../types/common'
import { ResultCode, type ApiEnvelope } from '../../types/envelope'
import {
  LEDGER_TITLES, PAY_MODULE_OFF_ORDER_MESSAGE, PREDICTION_IN_SOLD_PICK_MESSAGE, PREDICTION_SALE_CLOSED_MESSAGE, VIP_PICK_EXPERT_SHARE_PERCENT,
  COIN_VALUE_FEN,
} from '../../types/money-rules'
import { VIP_PICK_MIN_SETTLED } from '../../types/expert-rules'
import { SEED_TIMEOUT_MS, SEEDED_AT, seededAtNoon } from './match.helpers'
import { TestClock, type TestServer } from './helpers'
import { allRows, execute, firstRow, insertRow, insertRows, q, updateRows, valueOf, valuesOf } from './rows'
import { admin, expectLedgerExplainsBalances, member, notify, startMoneyServer, storedCash, storedCoins, type Member } from './money.helpers'

/**
 * Issue 16, the paid loop: every probe defect replayed as the probe sent it (each must be refused in
 * the envelope, or otherwise not happen), and what a buyer finds again (已购, 收支明细), the expert's
 * sales, true counts on 我的, coupons that fit their products. One seeded world, clock fixed.
 */

let s: TestServer & { db: Db }

beforeAll(async () => {
  s = await startMoneyServer({ clock: new TestClock(SEEDED_AT), db: await seededAtNoon(ensurePredictions) })
}, SEED_TIMEOUT_MS)
afterAll(async () => {
  await s.close()
})
afterEach(async () => {
  await setSetting(s.db, 'pay_module', '1')
})

const as = (m: Member) => ({ token: m.token })

async function ok<T>(path: string, payload: Record<string, unknown>): Promise<T> {
  const res = await s.call<T>(path, payload)
  if (res.code !== ResultCode.OK) throw new Error(`${path} answered ${res.code} ${res.msg}`)
  return res.data
}

/** a JSON request (what the probe sent for values a form cannot carry: lone surrogates, arrays) */
async function callJson<T = unknown>(path: string, body: string): Promise<ApiEnvelope<T>> {
  const res = await s.app.inject({ method: 'POST', url: `/${path}`, payload: body, headers: { 'content-type': 'application/json' } })
  return res.json() as ApiEnvelope<T>
}

let orderSeq = 0
const orderNo = (tag: string) => `i16-${tag}-${++orderSeq}-${Date.now().toString(36)}`

interface SaleRow {
  id: number
  price: number
  expert_id: number
  title: string
}

/** paid singles on sale now (published, match not started) */
async function onSale(limit: number, skip: readonly number[] = []): Promise<SaleRow[]> {
  const now = s.clock.now()
  return (await allRows(s.db, q.selectFrom('predictions as p').innerJoin('fb_matches as m', 'm.id', 'p.match_id')
    .select(['p.id', 'p.price', 'p.expert_id', 'p.title'])
    .where('p.price', '>', 0).where('p.win_or_not', '=', 0).where('p.published_at', '<=', now).where('p.lock_at', '>', now).where('m.postponed', '=', 0)
    .orderBy('p.id').limit(limit + skip.length))).filter((r) => !skip.includes(r.id)).slice(0, limit)
}

/** an expert of our own with a session: an account, an experts row */
async function newExpert(): Promise<Member> {
  const e = await member(s.db, s.clock.now(), { expert: true })
  await insertRows(s.db, 'experts', { user_id: e.id, title: '测试专家', intro: '', joined_at: s.clock.now() })
  return e
}

/** a match open for publishing with its 1x2 home option */
async function openMatch(skip: readonly number[] = []): Promise<{ event_id: number; play: string; pick: string }> {
  const events = await ok<Paged<MatchRow>>('api/Apis/get_prediction_events', { limit: 50 })
  for (const m of events.list) {
    if (skip.includes(m.id)) continue
    const params = await ok<PredictionParameters>('api/Apis/get_event_prediction_parameters', { event_id: m.id })
    const play = params.plays.find((p) => p.play === '1x2')
    if (params.open && play) return { event_id: m.id, play: '1x2', pick: play.options[0].pick }
  }
  throw new Error('no match open for publishing')
}

describe('probe 1: the cashier, doalipay and the notification refuse while the pay module is off', () => {
  it('closes an order made before the switch instead of paying it; a charge that comes anyway is refunded', async () => {
    const m = await member(s.db, s.clock.now())
    const res = await ok<AlipayRes>('api/Wechat/zfb', { ...as(m), product_id: 'coins_180' })
    await setSetting(s.db, 'pay_module', '0')
    const coinsBefore = await storedCoins(s.db, m.id)

    const confirm = await s.app.inject({ method: 'POST', url: '/cashier/confirm', payload: `order_no=${res.order.order_no}&method=alipay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(confirm.statusCode).toBe(403)
    expect(confirm.body).toContain(PAY_MODULE_OFF_ORDER_MESSAGE)
    const doalipay = await s.app.inject({ method: 'GET', url: `/${res.pay_path}` })
    expect(doalipay.statusCode).toBe(403)
    expect(doalipay.headers.location).toBeUndefined()
    const notified = await notify(s, { order_no: res.order.order_no, amount_fen: res.order.amount_fen, method: 'alipay', trade_no: `T${res.order.order_no}` })
    // a charge that comes anyway is recorded and refunded to the payment method: nothing is sold while the module is off
    expect(notified.data).toEqual({ order_no: res.order.order_no, status: 'refunded', changed: true })
    expect(await valuesOf(s.db, 'pay_notifications', 'outcome', { order_no: res.order.order_no })).toEqual(['late_refunded'])

    await setSetting(s.db, 'pay_module', '1')
    expect(await storedCoins(s.db, m.id)).toBe(coinsBefore)
    expect((await ok<OrderInfo>('api/Wechat/query_order', { ...as(m), order_no: res.order.order_no })).status).toBe('refunded')
    expect((await notify(s, { order_no: res.order.order_no, amount_fen: res.order.amount_fen, method: 'alipay', trade_no: `T${res.order.order_no}` })).data?.changed).toBe(false)
    expect(await storedCoins(s.db, m.id)).toBe(coinsBefore)
  })
})

describe('probe 2: return accepts only same-origin paths', () => {
  it('sends every smuggled address back to the app instead', async () => {
    const m = await member(s.db, s.clock.now())
    const res = await ok<AlipayRes>('api/Wechat/zfb', { ...as(m), product_id: 'vip_month' })
    await notify(s, { order_no: res.order.order_no, amount_fen: res.order.amount_fen, method: 'alipay', trade_no: `T${res.order.order_no}` })
    const fallback = `/#/pages/msyng/withdraw/paySuccess?order_no=${res.order.order_no}`
    for (const evil of ['%2F%09%2Fevil.example%2Fx', '%2F%0A%2Fevil.example%2Fx', '%2F%0D%2Fevil.example%2Fx', '%2F%5Cevil.example%2Fx', '%2F%2Fevil.example%2Fx',
      'javascript%3Aalert(1)', '%2F%252F%252Fevil.example']) {
      const page = await s.app.inject({ method: 'GET', url: `/cashier/result?order_no=${res.order.order_no}&return=${evil}` })
      expect(page.body).not.toContain('evil.example')
      expect(page.body).not.toContain('javascript:')
      expect(page.body).toContain(fallback.replace(/&/g, '&amp;'))
    }
    const same = await s.app.inject({ method: 'GET', url: `/cashier/result?order_no=${res.order.order_no}&return=${encodeURIComponent('/#/pages/index/index')}` })
    expect(same.body).toContain('/#/pages/index/index')
  })

  it('takes an absolute address only on an H5 origin of CORS_ORIGINS, whatever Host the request names', async () => {
    const m = await member(s.db, s.clock.now())
    const res = await ok<AlipayRes>('api/Wechat/zfb', { ...as(m), product_id: 'vip_month' })
    const fallback = `/#/pages/msyng/withdraw/paySuccess?order_no=${res.order.order_no}`
    const back = async (address: string, host = 'football.test:3721') =>
      (await s.app.inject({ method: 'GET', url: `/cashier/result?order_no=${res.order.order_no}&return=${encodeURIComponent(address)}`, headers: { host } })).body
    // the H5 dev server is one of the configured origins
    const devOrigin = s.config.corsOrigins.find((o) => o.endsWith(':10086'))!
    expect(await back(`${devOrigin}/#/pages/index/index`)).toContain(`${devOrigin}/#/pages/index/index`)
    // a forged Host header does not make its origin acceptable: the app's own page (a path on this server) instead
    expect(await back('http://evil.example/#/x', 'evil.example')).not.toContain('evil.example')
    expect(await back('http://evil.example/#/x', 'evil.example')).toContain(fallback.replace(/&/g, '&amp;'))
    // another port, another loopback service, credentials in the address, an origin only the Host names
    for (const evil of ['http://football.test:3721/#/x', 'http://football.test:8080/#/x', 'http://127.0.0.1:9/#/x', 'http://localhost:6379/#/x',
      `${devOrigin.replace('//', '//user:pw@')}/#/x`, 'https://football.test/#/x']) {
      const body = await back(evil)
      expect(body).not.toContain(evil.replace(/&/g, '&amp;'))
      expect(body).toContain(fallback.replace(/&/g, '&amp;'))
    }
  })
})

describe('probe 3: a prediction whose match has started cannot be bought', () => {
  it('refuses pay_zjfb after kickoff and takes no coins', async () => {
    const now = s.clock.now()
    const started = (await firstRow(s.db, q.selectFrom('predictions').select('id').where('price', '>', 0).where('win_or_not', '=', 0).where('lock_at', '<=', now).where('published_at', '<=', now).limit(1)))?.id
    const finished = (await firstRow(s.db, q.selectFrom('predictions').select('id').where('price', '>', 0).where('lock_at', '<=', now).where('ends_at', '<=', now).limit(1)))?.id
    const buyer = await member(s.db, now, { coins: 500 })
    for (const id of [started, finished].filter((v): v is number => v !== undefined)) {
      const res = await s.call('api/Wechat/pay_zjfb', { ...as(buyer), prediction_id: id, order_no: orderNo('late') })
      expect(res.code).toBe(ResultCode.FAIL)
      expect([PREDICTION_SALE_CLOSED_MESSAGE, '方案已开奖，可直接查看']).toContain(res.msg)
    }
    expect(await storedCoins(s.db, buyer.id)).toBe(500)
  })
})

describe('probes 4 and 5: the VIP selection and the predictions in it', () => {
  it('takes only experts with a record, pays each one a share, and freezes the legs of a sold pick', async () => {
    const buyer = await member(s.db, s.clock.now(), { coins: 1000 })
    const doubles = await ok<Paged<VipPickRow>>('api/ConfirmedOrder/jxdc_list', { ...as(buyer) })
    const singles = await ok<Paged<VipPickRow>>('api/ConfirmedOrder/sd_list', { ...as(buyer) })
    const picks = [...doubles.list, ...singles.list]
    expect(picks.length).toBeGreaterThan(0)
    for (const leg of picks.flatMap((p) => p.legs)) expect(leg.expert.settled).toBeGreaterThanOrEqual(VIP_PICK_MIN_SETTLED)

    const pick = doubles.list[0] ?? singles.list[0]
    const cashBefore = new Map(await Promise.all(pick.legs.map(async (l) => [l.expert.expert_id, await storedCash(s.db, l.expert.expert_id)] as const)))
    const key = orderNo('jx')
    await ok<CoinPurchaseRes>('api/Wechat/pay_jx', { ...as(buyer), pick_id: pick.id, order_no: key })
    await ok<CoinPurchaseRes>('api/Wechat/pay_jx', { ...as(buyer), pick_id: pick.id, order_no: key })
    const share = Math.floor((pick.price * COIN_VALUE_FEN * VIP_PICK_EXPERT_SHARE_PERCENT) / 100 / pick.legs.length)
    const gained = new Map<number, number>()
    for (const l of pick.legs) gained.set(l.expert.expert_id, (gained.get(l.expert.expert_id) ?? 0) + share)
    for (const [expertId, gain] of gained) {
      expect(await storedCash(s.db, expertId)).toBe((cashBefore.get(expertId) ?? 0) + gain)
      await expectLedgerExplainsBalances(s.db, expertId)
    }

    // the leg's expert sees the share among the sales
    const legExpert = pick.legs[0].expert.expert_id
    const token = await (await import('../../mocks/features/account')).issueToken(s.db, legExpert, s.clock.now())
    await execute(s.db, q.insertInto('realname').values({ user_id: legExpert, name: '李四', id_card_masked: '1101**********0022', id_card_hash: `i16-${legExpert}`, verified_at: s.clock.now() })
      .onConflict((oc) => oc.doNothing()))
    const sales = await ok<Paged<ExpertSaleRow>>('api/Apis/expert_sales', { token })
    expect(sales.list.find((r) => r.kind === 'vip_share' && r.item_id === pick.id)).toMatchObject({ status: 'paid', share_fen: share, coins: pick.price })

    // probe 4: the sold pick's prediction can no longer be edited or deleted
    const legId = pick.legs[0].prediction_id
    const detail = await ok<PredictionDetail>('api/Expert/zjfb_xq', { token, id: legId })
    const leg = detail.legs[0]
    expect(detail.editable).toBe(false)
    const edit = await s.call('api/Expert/edit_my_single_pass_release', {
      token, id: legId, event_id: leg.event_id, play: leg.play, pick: leg.pick === 'home' ? 'away' : 'home', title: detail.title, content: detail.content ?? '', price: detail.price,
    })
    expect(edit.code).toBe(ResultCode.FAIL)
    expect(edit.msg).toBe(PREDICTION_IN_SOLD_PICK_MESSAGE)
    const del = await s.call('api/Expert/delete_user_single_pass_release', { token, id: legId })
    expect(del.code).toBe(ResultCode.FAIL)
    expect(del.msg).toBe(PREDICTION_IN_SOLD_PICK_MESSAGE)

    // the buyer finds the pick again
    const bought = await ok<Paged<PurchaseRow>>('api/Wechat/purchase_list', { ...as(buyer), kind: 'vip_pick' })
    expect(bought.list[0]).toMatchObject({ kind: 'vip_pick', item_id: pick.id, coins: pick.price, price: 0 })
  })
})

describe('probe 7: a locked parlay shows no leg outcome', () => {
  it('hides a finished leg’s result while another leg is still to play', async () => {
    const now = s.clock.now()
    const matchTimes = q.selectFrom('fb_matches').select(['id', 'start_at', 'end_at']).where('postponed', '=', 0)
    const finished = await firstRow(s.db, matchTimes.where('end_at', '<=', now).where('ft_home', 'is not', null).orderBy('end_at', 'desc').limit(1))
    const later = await firstRow(s.db, matchTimes.where('start_at', '>', now).orderBy('start_at').limit(1))
    if (!finished || !later) throw new Error('the seeded world has no finished or later match')
    const expert = await newExpert()
    const id = await insertRow(s.db, 'predictions', {
      expert_id: expert.id, kind: 'parlay', odds: 3.8, title: '两场串关测试方案', content: '主队近况出色，客队伤病多，两场都看好主队不败。', price: 28,
      published_at: finished.start_at - 3_600_000, lock_at: finished.start_at, ends_at: later.end_at,
    })
    const leg = { prediction_id: id, play: '1x2', pick: 'home', line: null, odds: 1.9 }
    await insertRows(s.db, 'prediction_legs', [
      { ...leg, match_id: finished.id, ends_at: finished.end_at, win_or_not: 1 },
      { ...leg, match_id: later.id, ends_at: later.end_at, win_or_not: 0 },
    ])

    const viewer = await member(s.db, now)
    const detail = await ok<PredictionDetail>('api/Expert/zjfb_xq', { ...as(viewer), id })
    expect(detail.visible).toBe(false)
    expect(detail.legs.map((l) => l.win_or_not)).toEqual([0, 0])
    expect(detail.analysis_teaser).toMatch(/^主队近况出色.*…$/)
    expect(detail.content).toBeNull()
  })
})

describe('probes 8 and 9: publishing', () => {
  it('never gives a deleted prediction’s id to the next one', async () => {
    const expert = await newExpert()
    const m = await openMatch()
    const first = await ok<{ id: number }>('api/Expert/single_pass_release', { ...as(expert), ...m, title: '第一条测试推荐', content: '', price: 0 })
    await ok('api/Expert/delete_user_single_pass_release', { ...as(expert), id: first.id })
    const second = await ok<{ id: number }>('api/Expert/single_pass_release', { ...as(expert), ...m, title: '第二条测试推荐', content: '', price: 0 })
    expect(second.id).toBeGreaterThan(first.id)
    await ok('api/Expert/delete_user_single_pass_release', { ...as(expert), id: second.id })
  })

  it('makes a new prediction free while the pay module is off', async () => {
    const expert = await newExpert()
    const m = await openMatch()
    await setSetting(s.db, 'pay_module', '0')
    const made = await ok<{ id: number }>('api/Expert/single_pass_release', { ...as(expert), ...m, title: '关闭支付时发布', content: '', price: 188 })
    const detail = await ok<PredictionDetail>('api/Expert/zjfb_xq', { id: made.id })
    expect(detail.price).toBe(0)
    expect(detail.visible).toBe(true)
  })
})

describe('probe 10: integers are decimal digits only', () => {
  it('refuses empty, exponent, hexadecimal, padded and array values', async () => {
    const buyer = await member(s.db, s.clock.now(), { coins: 100 })
    for (const v of ['', '1e3', '0x10', ' 1', '1.0']) {
      const res = await s.call('api/Wechat/pay_zjfb', { ...as(buyer), prediction_id: v, order_no: orderNo('num') })
      expect(res.code).toBe(ResultCode.FAIL)
      expect(res.msg).toContain('prediction_id')
    }
    const expert = await newExpert()
    const m = await openMatch()
    const emptyPrice = await s.call('api/Expert/single_pass_release', { ...as(expert), ...m, title: '价格为空的推荐', price: '' })
    expect(emptyPrice.code).toBe(ResultCode.FAIL)
    const arrayPrice = await callJson('api/Expert/single_pass_release', JSON.stringify({ token: expert.token, ...m, title: '价格为数组的推荐', price: [] }))
    expect(arrayPrice.code).toBe(ResultCode.FAIL)
    const hexLatitude = await s.call('api/Forum/home_forum_add', { ...as(buyer), content: '今晚的比赛很精彩', latitude: '0x1F', longitude: '120' })
    expect(hexLatitude.code).toBe(ResultCode.FAIL)
    expect((await s.call('api/Apis/expert_sales', { ...as(buyer), page: '1e0' })).code).toBe(ResultCode.FAIL)
  })
})

describe('probes 6, 11, 12, 13: text, names, the word filter, avatars', () => {
  it('refuses lone surrogates and counts characters as a reader does', async () => {
    const writer = await member(s.db, s.clock.now())
    const lone = await callJson('api/Forum/home_forum_add', `{"token":"${writer.token}","content":"${'\\ud800'.repeat(140)}"}`)
    expect(lone.code).toBe(ResultCode.FAIL)
    const emoji = await s.call<{ id: number }>('api/Forum/home_forum_add', { ...as(writer), content: '⚽'.repeat(140) })
    expect(emoji.code).toBe(ResultCode.OK)
    s.clock.advance(60_000)
    const tooLong = await s.call('api/Forum/home_forum_add', { ...as(writer), content: '⚽'.repeat(141) })
    expect(tooLong.code).toBe(ResultCode.FAIL)
  })

  it('refuses control, zero-width and bidi characters in nicknames', async () => {
    const m = await member(s.db, s.clock.now())
    for (const nickname of ['ab\u0000\u0007c', '\u200B\u200B\u200B', 'abc\u202Edef', 'a\u2066b']) {
      const res = await s.call('api/user/user_edit', { ...as(m), nickname })
      expect(res.code).toBe(ResultCode.FAIL)
    }
    const wx = await s.call('api/user/xin_login', { code: 'wx-i16-bidi', nickname: '\u202E球迷' })
    expect(wx.code).toBe(ResultCode.FAIL)
    expect((await ok<MemberInfo>('api/user/user_edit', { ...as(m), nickname: '绿茵⚽球迷' })).nickname).toBe('绿茵⚽球迷')
  })

  it('masks a sensitive word split by a zero-width space or written full-width', async () => {
    const writer = await member(s.db, s.clock.now())
    s.clock.advance(60_000)
    const post = await ok<{ id: number }>('api/Forum/home_forum_add', { ...as(writer), content: '这场是假\u200B球吧，还有ＱＱ群' })
    const stored = await valueOf(s.db, 'forum_posts', 'content', { id: post.id })
    expect(stored).toContain('这场是**吧')
    expect(stored).not.toContain('假')
  })

  it('takes an avatar only from the user’s uploads or WeChat’s avatar hosts', async () => {
    const evil = await s.call('api/user/xin_login', { code: 'wx-i16-avatar', avatar: 'https://evil.example/track.gif' })
    expect(evil.code).toBe(ResultCode.FAIL)
    const m = await member(s.db, s.clock.now())
    expect((await s.call('api/user/user_edit', { ...as(m), avatar: 'https://evil.example/track.gif' })).code).toBe(ResultCode.FAIL)
    expect((await s.call('api/user/user_edit', { ...as(m), avatar: 'https://thirdwx.qlogo.cn.evil.example/a.png' })).code).toBe(ResultCode.FAIL)
    const wx = await ok<{ avatar: string }>('api/user/xin_login', { code: 'wx-i16-avatar-ok', avatar: 'https://thirdwx.qlogo.cn/mmopen/abc/132' })
    expect(wx.avatar).toBe('https://thirdwx.qlogo.cn/mmopen/abc/132')
  })
})

describe('everything bought is found again', () => {
  it('lists predictions and VIP bought, newest first, and names what every ledger row paid for', async () => {
    const buyer = await member(s.db, s.clock.now(), { coins: 2000 })
    const [a, b] = await onSale(2)
    await ok('api/Wechat/pay_zjfb', { ...as(buyer), prediction_id: a.id, order_no: orderNo('a') })
    s.clock.advance(1000)
    await ok('api/Wechat/pay_zjfb', { ...as(buyer), prediction_id: b.id, order_no: orderNo('b') })
    s.clock.advance(1000)
    const vip = await ok<OrderInfo>('api/Wechat/buy_vip', { ...as(buyer), plan_id: 'month' })
    await notify(s, { order_no: vip.order_no, amount_fen: vip.amount_fen, method: 'wechat', trade_no: `T${vip.order_no}` })

    const all = await ok<Paged<PurchaseRow>>('api/Wechat/purchase_list', { ...as(buyer) })
    expect(all.list.map((r) => [r.kind, r.item_id])).toEqual([['vip', expect.any(Number)], ['prediction', b.id], ['prediction', a.id]])
    expect(all.list[0]).toMatchObject({ title: 'VIP月卡', price: 30, coins: 0, order_no: vip.order_no })
    expect(all.list[1]).toMatchObject({ title: b.title, coins: b.price, price: 0 })
    const onlyPredictions = await ok<Paged<PurchaseRow>>('api/Wechat/purchase_list', { ...as(buyer), kind: 'prediction' })
    expect(onlyPredictions.total).toBe(2)

    const ledger = await ok<Paged<LedgerEntry>>('api/user/mx', { ...as(buyer) })
    const cash = ledger.list.find((e) => e.kind === 'cash')
    expect(cash).toMatchObject({ amount: -30, item: { kind: 'vip', title: 'VIP月卡' }, order_no: vip.order_no })
    const bought = ledger.list.filter((e) => e.title === LEDGER_TITLES.buyPrediction)
    expect(bought.map((e) => e.item)).toEqual([{ kind: 'prediction', id: b.id, title: b.title }, { kind: 'prediction', id: a.id, title: a.title }])
    await expectLedgerExplainsBalances(s.db, buyer.id)

    // the expert sees the sale in their wallet
    const token = await (await import('../../mocks/features/account')).issueToken(s.db, a.expert_id, s.clock.now())
    const sales = await ok<Paged<ExpertSaleRow>>('api/Apis/expert_sales', { token })
    expect(sales.list.find((r) => r.kind === 'prediction' && r.item_id === a.id)).toMatchObject({ coins: a.price, title: a.title })
    expect((await s.call('api/Apis/expert_sales', { ...as(buyer) })).code).toBe(ResultCode.FAIL)
  })

  it('shows a teaser of the analysis before buying and the whole of it after', async () => {
    const [p] = await onSale(1, await valuesOf(s.db, 'prediction_purchases', 'prediction_id'))
    await updateRows(s.db, 'predictions', { content: '主队近5场4胜1平，交锋占优；初盘主让半球升至一球，资金明显流向主队，看好主胜。' }, { id: p.id })
    const buyer = await member(s.db, s.clock.now(), { coins: 500 })
    const before = await ok<PredictionDetail>('api/Expert/zjfb_xq', { ...as(buyer), id: p.id })
    expect(before.content).toBeNull()
    expect(before.analysis_teaser).toMatch(/^主队近5场4胜1平.*…$/)
    expect(before.expert.record.hits + before.expert.record.misses + before.expert.record.pushes).toBe(before.expert.record.settled)
    await ok('api/Wechat/pay_zjfb', { ...as(buyer), prediction_id: p.id, order_no: orderNo('teaser') })
    const after = await ok<PredictionDetail>('api/Expert/zjfb_xq', { ...as(buyer), id: p.id })
    expect(after.content?.length).toBeGreaterThanOrEqual(40)
  })
})

describe('true counts and the expert’s notices', () => {
  it('moves 关注 and 帖子 at once, and 粉丝 of the followed expert', async () => {
    const fan = await member(s.db, s.clock.now())
    const expertId = (await onSale(1))[0].expert_id
    const expertToken = await (await import('../../mocks/features/account')).issueToken(s.db, expertId, s.clock.now())
    const fansBefore = (await ok<MemberInfo>('api/user/get_member', { token: expertToken })).fans_count
    const before = await ok<MemberInfo>('api/user/get_member', { ...as(fan) })
    expect(before).toMatchObject({ follow_count: 0, post_count: 0, expert_id: null })
    await ok('api/user/guanz_expert_attention', { ...as(fan), expert_id: expertId })
    s.clock.advance(60_000)
    await ok('api/Forum/home_forum_add', { ...as(fan), content: '关注了一位专家，期待今晚红单' })
    const after = await ok<MemberInfo>('api/user/get_member', { ...as(fan) })
    expect(after).toMatchObject({ follow_count: 1, post_count: 1 })
    const expert = await ok<MemberInfo>('api/user/get_member', { token: expertToken })
    expect(expert.fans_count).toBe(fansBefore + 1)
    expect(expert.expert_id).toBe(expertId)
  })

  it('tells the applicant of the approval in 消息通知, with their expert home', async () => {
    const applicant = await member(s.db, s.clock.now())
    await ok('api/Apis/expert_check_in', { ...as(applicant), title: '英超观察员', intro: '关注英超十年，擅长分析让球盘口与球队状态。' })
    const decided = await s.app.inject({ method: 'POST', url: '/admin/experts', payload: { user_id: applicant.id, approve: 1 }, headers: { 'x-admin-token': 'money-test-operator-token' } })
    expect((decided.json() as ApiEnvelope<unknown>).code).toBe(ResultCode.OK)
    const inbox = await ok<Paged<UserMessage>>('api/user/base_user_message', { ...as(applicant) })
    expect(inbox.list[0]).toMatchObject({ title: '专家申请已通过', link: `/pages/index/expertHome?expert_id=${applicant.id}` })
    expect((await ok<MemberInfo>('api/user/get_member', { ...as(applicant) })).expert_id).toBe(applicant.id)
  })
})

describe('coupons fit their products', () => {
  it('takes the top-up coupon on coin packs only, the quarter coupon on the quarter plan only, and gives a refunded order’s coupon back', async () => {
    const m = await member(s.db, s.clock.now())
    const center = await ok<Paged<CouponBatch>>('api/Apis/coupon_center', { ...as(m) })
    const batch = (name: string) => center.list.find((b) => b.name === name) as CouponBatch
    expect(batch('充值优惠券')).toMatchObject({ applies_to: 'topup', product_ids: [] })
    expect(batch('季卡专享券')).toMatchObject({ applies_to: 'vip', product_ids: ['vip_quarter'] })
    const topUp = await ok<UserCoupon>('api/Apis/claim_coupon', { ...as(m), batch_id: batch('充值优惠券').id })
    const quarter = await ok<UserCoupon>('api/Apis/claim_coupon', { ...as(m), batch_id: batch('季卡专享券').id })

    expect((await ok<Paged<UserCoupon>>('api/Apis/get_user_coupon', { ...as(m), product_id: 'coins_180' })).list.map((c) => c.id)).toEqual([topUp.id])
    expect((await ok<Paged<UserCoupon>>('api/Apis/get_user_coupon', { ...as(m), product_id: 'vip_year' })).list.map((c) => c.id)).not.toContain(quarter.id)
    expect((await s.call('api/Wechat/pay', { ...as(m), product_id: 'coins_680', coupon_id: quarter.id })).msg).toBe('该优惠券不适用于此商品')
    expect((await s.call('api/Wechat/buy_vip', { ...as(m), plan_id: 'year', coupon_id: quarter.id })).msg).toBe('该优惠券不适用于此商品')
    expect((await s.call('api/Wechat/buy_vip', { ...as(m), plan_id: 'month', coupon_id: topUp.id })).msg).toBe('该优惠券不适用于此商品')

    const order = (await ok<{ order: OrderInfo }>('api/Wechat/pay', { ...as(m), product_id: 'coins_180', coupon_id: topUp.id })).order
    expect(order).toMatchObject({ amount_fen: 1500, discount_fen: 300 })
    await notify(s, { order_no: order.order_no, amount_fen: order.amount_fen, method: 'wechat', trade_no: `T${order.order_no}` })
    expect((await ok<Paged<UserCoupon>>('api/Apis/get_user_coupon', { ...as(m), status: 'used' })).list.map((c) => c.id)).toEqual([topUp.id])
    const refunded = await admin(s, 'POST', '/admin/orders', { order_no: order.order_no, action: 'refund' })
    expect(refunded.body.code).toBe(ResultCode.OK)
    expect((await ok<Paged<UserCoupon>>('api/Apis/get_user_coupon', { ...as(m), product_id: 'coins_180' })).list.map((c) => c.id)).toEqual([topUp.id])
  })
})
