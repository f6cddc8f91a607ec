/**
 * `npm run bench:money-chaos` (docs/benchmarks.md): payments exactly once on 3 processes while they
 * and Redis are killed. `npm run cluster`'s setup (scripts/scale/cluster.ts): 3 stand-in processes on
 * a private PostgreSQL and Redis behind nginx. CHAOS_KEYS top-up orders (default 500) are made; the
 * provider's notification of each (one idempotency key: its transaction number) is sent 4 times at
 * once, to processes 1, 2 and 3 directly and through nginx, and sent again until acknowledged, as a
 * provider retries. A third of the way in, process 2 is killed with kill -9 (its supervisor starts it
 * again); two thirds in, Redis is killed with kill -9 and started again. Then every order is read
 * from PostgreSQL: lost (acknowledged, not credited), doubled (credited twice), the ledger against
 * the wallets, balances below zero, refunds; and the transactions PostgreSQL made run again.
 */
import os from 'node:os'
import pg from 'pg'
import { freePort } from './scale/localEngines'
import { startCluster, type Cluster } from './scale/cluster'
import { sandboxPayKey, signNotification, type PaymentNotification } from '../mocks/features/money'

const KEYS = Number(process.env.CHAOS_KEYS ?? 500)
const SENDS = 4
const AT_ONCE = 25
const DEMO = { mobile: '13800138000', password: 'demo123456' }

const load = () => os.loadavg().map((x) => x.toFixed(1)).join(' ')
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function post<T>(base: string, path: string, body: Record<string, string>, token?: string): Promise<{ code: number; msg?: string; data: T }> {
  const res = await fetch(`${base}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: new URLSearchParams(body).toString(),
    signal: AbortSignal.timeout(15_000),
  })
  return (await res.json()) as { code: number; msg?: string; data: T }
}

/** sends until an answer comes (a provider retries a notification it got no answer to); counts the attempts */
async function sendUntilAnswered(base: string, n: PaymentNotification, key: string, tries: { n: number }): Promise<{ code: number; changed: boolean }> {
  const body = { ...n, amount_fen: String(n.amount_fen), sign: signNotification(n, key) }
  for (;;) {
    tries.n++
    try {
      const res = await fetch(`${base}/pay/notify`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString(), signal: AbortSignal.timeout(15_000) })
      const answer = (await res.json()) as { code: number; data: { changed: boolean } | null }
      if (answer.code === 1) return { code: 1, changed: answer.data?.changed ?? false }
    } catch {
      // a killed process, a connection cut: sent again
    }
    await sleep(200)
  }
}

async function main(): Promise<void> {
  console.log(`[bench:money-chaos] ${KEYS} payments × ${SENDS} sends on 3 processes; load ${load()}`)
  const lines: string[] = []
  const cluster: Cluster = await startCluster({
    processes: 3,
    listen: `127.0.0.1:${await freePort()}`,
    env: { H5_DIR: '' },
    say: (line) => lines.push(line),
  })
  try {
    const key = sandboxPayKey({ paySecret: cluster.env.PAY_SECRET })
    const token = (await post<{ token: string }>(cluster.url, 'api/user/login', DEMO)).data.token
    // paying needs a verified adult (the standard sample number of GB 11643)
    await post(cluster.url, 'api/AuthName/auth', { name: '张三', id_card: '11010519491231002X' }, token)
    const orders: Array<{ order_no: string; amount_fen: number }> = []
    for (let i = 0; i < KEYS; i += AT_ONCE) {
      const made = await Promise.all(Array.from({ length: Math.min(AT_ONCE, KEYS - i) }, () => post<{ order: { order_no: string; amount_fen: number } }>(cluster.url, 'api/Wechat/pay', { product_id: 'coins_60' }, token)))
      for (const m of made) {
        if (m.code !== 1) throw new Error(`an order was refused: ${m.msg}`)
        orders.push(m.data.order)
      }
    }
    console.log(`${orders.length} orders made; load ${load()}`)
    const targets = [...cluster.servers.map((s) => `http://127.0.0.1:${s.port}`), cluster.url]
    const tries = { n: 0 }
    let changed = 0
    const started = Date.now()
    const events: string[] = []
    for (let i = 0; i < orders.length; i += AT_ONCE) {
      if (i >= orders.length / 3 && events.length === 0) {
        events.push(`kill -9 of process 2 after ${i} payments`)
        void cluster.servers[1].crash()
      }
      if (i >= (2 * orders.length) / 3 && events.length === 1) {
        events.push(`kill -9 of Redis after ${i} payments, started again 2 s later`)
        await cluster.redis?.kill()
        setTimeout(() => void cluster.redis?.restart(), 2000)
      }
      const batch = orders.slice(i, i + AT_ONCE)
      const answers = await Promise.all(batch.flatMap((o) => targets.slice(0, SENDS).map((base) =>
        sendUntilAnswered(base, { order_no: o.order_no, amount_fen: o.amount_fen, method: 'wechat', trade_no: `WX${o.order_no}` }, key, tries))))
      changed += answers.filter((a) => a.changed).length
    }
    const seconds = (Date.now() - started) / 1000
    await Promise.all(cluster.servers.map((s) => s.ready()))
    const db = new pg.Client({ connectionString: cluster.env.DATABASE_URL })
    await db.connect()
    const one = async (text: string, values: unknown[] = []) => Number((await db.query(text, values)).rows[0]?.n ?? 0)
    const numbers = orders.map((o) => o.order_no)
    const credited = await db.query('SELECT ref, COUNT(*)::int AS n FROM ledger WHERE ref = ANY($1) AND amount > 0 GROUP BY ref', [numbers])
    const byOrder = new Map<string, number>(credited.rows.map((r: { ref: string; n: number }) => [r.ref, r.n]))
    const lost = numbers.filter((n) => !byOrder.has(n)).length
    const doubled = numbers.filter((n) => (byOrder.get(n) ?? 0) > 1).length
    const unpaid = await one("SELECT COUNT(*) AS n FROM pay_orders WHERE order_no = ANY($1) AND status <> 'paid'", [numbers])
    const ledgerOff = await one(`SELECT COUNT(*) AS n FROM wallets w WHERE w.coins <> COALESCE((SELECT SUM(amount) FROM ledger l WHERE l.user_id = w.user_id AND l.kind = 'coin'), 0)
      OR w.money_cents <> COALESCE((SELECT SUM(amount) FROM ledger l WHERE l.user_id = w.user_id AND l.kind = 'money'), 0)`)
    const negative = await one('SELECT COUNT(*) AS n FROM wallets WHERE coins < 0 OR money_cents < 0')
    const refunds = await one('SELECT COUNT(*) AS n FROM charge_refunds')
    await db.end()
    await cluster.stop()
    const retries = lines.map((l) => /running (\d+) transaction/.exec(l)?.[1]).filter(Boolean).map(Number)
    for (const e of events) console.log(`chaos   ${e}`)
    console.log(`sends   ${tries.n} notifications sent for ${orders.length} payments in ${seconds.toFixed(1)} s (${changed} answered as the crediting one)`)
    console.log(`result  lost ${lost}, doubled ${doubled}, orders not paid ${unpaid}, wallets not equal to their ledger ${ledgerOff}, below zero ${negative}, refunds ${refunds}`)
    console.log(`retries ${retries.reduce((a, b) => a + b, 0)} transactions run again after a serialization failure or deadlock (per process at stop: ${retries.join(', ')}; a killed process's count is lost with it)`)
    console.log(`load after ${load()}`)
    if (lost || doubled || unpaid || ledgerOff || negative) process.exitCode = 1
  } catch (e) {
    await cluster.stop()
    throw e
  }
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
