import { randomUUID } from 'node:crypto'
import os from 'node:os'
// node's own timers: tests may host the server inside a jsdom environment, whose timers are numbers
import { clearInterval, setInterval } from 'node:timers'
import type { Kysely } from 'kysely'
import type { Db } from '../db'
import type { PlatformTables } from '../db/platformTables'
import { execute, queryBuilder } from '../db/query'
import { whileLeading, type ClockWork, type Leadership } from './leadership'

/**
 * The claims of the clock's steps (issue 33, one clock): before a tick or a scheduled run applies
 * anything, its process claims the step's key in `clock_claims`. The first holder wins the key; the
 * same holder may claim it again (its own ticks within one clock second), another is refused and
 * skips. So even two processes that both believe they lead (the short overlap the leadership bounds)
 * never apply one step twice. Keys are `<step>:<period number>` (clockStepKey), rows are pruned by age.
 */

const q = queryBuilder<PlatformTables>()

/** the claim as one statement: insert, or keep the row when it is already this holder's; no row changes otherwise */
export function clockClaimQuery(qb: Kysely<PlatformTables>, key: string, holder: string, at: number) {
  return qb.insertInto('clock_claims').values({ key, holder, claimed_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ holder }).where('clock_claims.holder', '=', holder))
}

/** true when `holder` may apply the step `key`: nobody had claimed it, or it had itself */
export async function claimClockStep(db: Db, key: string, holder: string, at: number): Promise<boolean> {
  return (await execute(db, clockClaimQuery(q, key, holder, at))).changes === 1
}

/** forgets claims made before `before` (ms): a step that old is never claimed again */
export async function pruneClockClaims(db: Db, before: number): Promise<number> {
  return (await execute(db, q.deleteFrom('clock_claims').where('claimed_at', '<', before))).changes
}

/** the key of a step in the period of `periodMs` holding the clock time `clockMs` (e.g. `tick:1795000000`) */
export function clockStepKey(step: string, clockMs: number, periodMs: number): string {
  return `${step}:${Math.floor(clockMs / periodMs)}`
}

/** a name for one server's claims: the machine and process, and a random part (several servers in one process, tests) */
function claimHolderName(): string {
  return `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
}

/** a claim older than this is forgotten: no clock step is retried that late */
const CLAIMS_KEPT_MS = 86_400_000
const PRUNE_EVERY_MS = 3_600_000

/**
 * A server's clock work on its database: its claims under one holder name, and, while it leads, the
 * claims older than a day forgotten hourly (a tick claims one row a second). `close` ends the pruning.
 */
export function databaseClockWork(db: Db, leadership: Leadership): ClockWork & { close(): void } {
  const holder = claimHolderName()
  const close = whileLeading(leadership, () => {
    const timer = setInterval(() => {
      if (db.open) void pruneClockClaims(db, Date.now() - CLAIMS_KEPT_MS).catch((e: Error) => console.error(`[stand-in] pruning clock claims failed: ${e.message}`))
    }, PRUNE_EVERY_MS)
    timer.unref()
    return () => clearInterval(timer)
  })
  return { leadership, claimStep: (key) => claimClockStep(db, key, holder, Date.now()), close }
}
