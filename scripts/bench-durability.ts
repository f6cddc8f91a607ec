import { sqliteOf } from '../mocks/db'
/**
 * What `synchronous = FULL` costs a money write (docs/benchmarks.md): `npm run bench:durability`.
 *
 * Opens a database file in the temporary directory with the server's own settings (mocks/db:
 * WAL, FULL), makes one account, and posts ledger entries (a check-in sized coin credit, one
 * transaction each, as a paid order's credit is) in alternating slices with the connection set to
 * FULL and to NORMAL, so both share whatever the disk and the machine do meanwhile. Prints p50 / p99
 * per write and writes per second for each. DURABILITY_WRITES (default 2,000 per side).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDb } from '../mocks/features'
import { createUser } from '../mocks/features/account'
import { postEntry } from '../mocks/features/money'

const WRITES = Number(process.env.DURABILITY_WRITES ?? 2000)
const SLICE = 100

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-durability-'))
  const db = openDb(path.join(dir, 'football.db'))
  const now = Date.now()
  const user = await createUser(db, { mobile: '13800000000' }, now)
  const times: Record<'FULL' | 'NORMAL', number[]> = { FULL: [], NORMAL: [] }
  let n = 0
  for (let done = 0; done < WRITES; done += SLICE) {
    for (const mode of ['FULL', 'NORMAL'] as const) {
      sqliteOf(db).pragma(`synchronous = ${mode}`)
      for (let i = 0; i < SLICE; i++) {
        const t = process.hrtime.bigint()
        await postEntry(db, { userId: user.id, kind: 'coin', amount: 5, title: '签到奖励', key: `bench:${n++}` }, now)
        times[mode].push(Number(process.hrtime.bigint() - t) / 1e6)
      }
    }
  }
  await db.close()
  fs.rmSync(dir, { recursive: true, force: true })
  console.log(`${WRITES} ledger writes per mode, alternating slices of ${SLICE}; disk of ${os.tmpdir()}; load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`)
  for (const mode of ['FULL', 'NORMAL'] as const) {
    const xs = times[mode]
    const total = xs.reduce((a, b) => a + b, 0)
    console.log(`${mode.padEnd(6)} p50 ${quantile(xs, 0.5).toFixed(3)} ms, p99 ${quantile(xs, 0.99).toFixed(3)} ms, ${Math.round((1000 * xs.length) / total)} writes/s`)
  }
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
