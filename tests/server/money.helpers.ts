import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Db } from '../../mocks/db'
import { issueToken } from '../../mocks/features/account'
import { balanceOf, postEntry, sandboxPayKey, signNotification, sumOfEntries, type PaymentNotification } from '../../mocks/features/money'
import type { ApiEnvelope } from '../../types/envelope'
import { emptyTestDb, startTestServer, type TestServer } from './helpers'
import { allRows, insertRow, insertRows, q, valueOf } from './rows'

/** shared steps of the money suites: members with coins and a verified real name, notifications, the ledger invariant */

export const ADMIN_TOKEN = 'money-test-operator-token'

export async function startMoneyServer(opts: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer & { db: Db }> {
  const db = opts.db ?? await emptyTestDb()
  const s = await startTestServer({ ...opts, db, env: { ADMIN_TOKEN, ...opts.env } })
  return { ...s, db }
}

/**
 * A money server on a fresh in-memory database for each test of the file or describe block that
 * calls this (started before each test, closed after); the object is refilled before each test.
 */
export function moneyServerPerTest(): TestServer & { db: Db } {
  const s = {} as TestServer & { db: Db }
  beforeEach(async () => {
    Object.assign(s, await startMoneyServer())
  })
  afterEach(async () => {
    await s.close()
  })
  return s
}

let memberSeq = 0

export interface Member {
  id: number
  token: string
}

/** a member with a session, optionally real-name verified (an adult), an expert, with starting coins (as a ledger entry) */
export async function member(db: Db, now: number, opts: { verified?: boolean; expert?: boolean; coins?: number; cashFen?: number } = {}): Promise<Member> {
  memberSeq++
  const mobile = `139${String(10_000_000 + memberSeq * 7919).slice(-8)}`
  const id = await insertRow(db, 'users', { mobile, nickname: `测试${memberSeq}`, is_expert: opts.expert ? 1 : 0, created_at: now })
  if (opts.verified ?? true) {
    await insertRows(db, 'realname', { user_id: id, name: '张三', id_card_masked: '1101**********0011', id_card_hash: `test-hash-${id}`, verified_at: now })
  }
  if (opts.coins) await postEntry(db, { userId: id, kind: 'coin', amount: opts.coins, title: '测试赠送', key: `test:coins:${id}` }, now)
  if (opts.cashFen) await postEntry(db, { userId: id, kind: 'money', amount: opts.cashFen, title: '方案收入', key: `test:cash:${id}` }, now)
  return { id, token: await issueToken(db, id, now) }
}

/** the ledger explains both balances of the user */
export async function ledgerBalances(db: Db, userId: number): Promise<{ coins: number; coinEntries: number; cash: number; cashEntries: number }> {
  return {
    coins: await balanceOf(db, userId, 'coin'),
    coinEntries: await sumOfEntries(db, userId, 'coin'),
    cash: await balanceOf(db, userId, 'money'),
    cashEntries: await sumOfEntries(db, userId, 'money'),
  }
}

/** the balances as stored in the wallets table (a user without a wallet row has none) */
export async function storedCoins(db: Db, userId: number): Promise<number> {
  return (await valueOf(db, 'wallets', 'coins', { user_id: userId })) ?? 0
}

export async function storedCash(db: Db, userId: number): Promise<number> {
  return (await valueOf(db, 'wallets', 'money_cents', { user_id: userId })) ?? 0
}

export async function expectLedgerExplainsBalances(db: Db, userId: number): Promise<void> {
  const b = await ledgerBalances(db, userId)
  expect(b.coinEntries).toBe(b.coins)
  expect(b.cashEntries).toBe(b.cash)
  expect(b.coins).toBeGreaterThanOrEqual(0)
  expect(b.cash).toBeGreaterThanOrEqual(0)
}

/**
 * Every charge accounted for: a transaction is refunded at most once, a refunded one never paid an
 * order, and each refund answers a charge the server recorded (a refusal, or a late notification).
 */
export async function expectChargesAccountedFor(db: Db): Promise<void> {
  expect(await allRows(db, q.selectFrom('charge_refunds').select('trade_no').groupBy('trade_no').having((eb) => eb.fn.countAll(), '>', 1))).toEqual([])
  expect(await allRows(db, q.selectFrom('charge_refunds as r').innerJoin('pay_orders as o', 'o.trade_no', 'r.trade_no').select('r.trade_no').where('o.status', '=', 'paid'))).toEqual([])
  expect(await allRows(db, q.selectFrom('charge_refunds as r').select('r.trade_no')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('pay_refusals as f').select('f.id').whereRef('f.trade_no', '=', 'r.trade_no'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('pay_notifications as n').select('n.id').whereRef('n.trade_no', '=', 'r.trade_no').where('n.outcome', '=', 'late_refunded')))))).toEqual([])
}

export async function ledgerTitles(db: Db, userId: number): Promise<string[]> {
  return (await allRows(db, q.selectFrom('ledger').select('title').where('user_id', '=', userId).orderBy('id'))).map((r) => r.title)
}

/** the provider's notification, signed with the server's sandbox key (or a given sign) */
export async function notify(s: TestServer, n: PaymentNotification, sign?: string): Promise<ApiEnvelope<{ order_no: string; status: string; changed: boolean } | null>> {
  const res = await s.app.inject({
    method: 'POST',
    url: '/pay/notify',
    payload: new URLSearchParams({ ...n, amount_fen: String(n.amount_fen), sign: sign ?? signNotification(n, sandboxPayKey(s.config)) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  return res.json()
}

export async function admin(s: TestServer, method: 'GET' | 'POST', url: string, payload: Record<string, string | number> = {}, token = ADMIN_TOKEN) {
  const form = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)])).toString()
  const res = await s.app.inject({
    method,
    url: method === 'GET' ? `${url}?${form}` : url,
    payload: method === 'POST' ? form : undefined,
    headers: { 'x-admin-token': token, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
  })
  return { status: res.statusCode, body: res.json() as ApiEnvelope<unknown> }
}

/**
 * The server on a real loopback port, and a POST helper whose every call opens its own connection
 * (a fresh agent, no keep-alive): requests really arrive side by side, as from separate phones.
 */
export async function listenOnLoopback(s: TestServer): Promise<{ post: <T>(path: string, payload: Record<string, string | number>) => Promise<ApiEnvelope<T>> }> {
  await s.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = s.app.server.address() as AddressInfo
  const post = <T,>(path: string, payload: Record<string, string | number>) => new Promise<ApiEnvelope<T>>((resolve, reject) => {
    const body = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)])).toString()
    const agent = new http.Agent({ keepAlive: false, maxSockets: 1 })
    const req = http.request({
      host: '127.0.0.1', port, path: `/${path}`, method: 'POST', agent,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
    }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => { text += c })
      res.on('end', () => {
        agent.destroy()
        try {
          resolve(JSON.parse(text) as ApiEnvelope<T>)
        } catch (e) {
          reject(e)
        }
      })
    })
    req.on('error', reject)
    req.end(body)
  })
  return { post }
}
