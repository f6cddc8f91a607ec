import { sql } from 'kysely'
import type { Db } from '../../../db'
import { firstRow } from '../../../db/query'
import { prepared, PENDING, q } from './builder'

/**
 * What the experts list's cache (services/expertDirectory.ts) checks before it answers from memory.
 *
 * A version per database connection: TEMP triggers (this connection only, never stored in the file)
 * call a JS function on every row written in the tables the list reads (predictions, their legs,
 * experts, follows, and the users' card columns), and the function bumps the version. A write made
 * through another connection or process is not seen: the stand-in server has one connection.
 */

const versions = new WeakMap<Db, { n: number }>()
const WATCHED: Array<[table: string, columns: string]> = [
  ['predictions', ''], ['prediction_legs', ''], ['experts', ''], ['expert_follows', ''],
  ['users', ' OF nickname, avatar, is_expert, created_at, deleted_at'],
]

function install(db: Db): { n: number } {
  const v = { n: 0 }
  db.function('expert_list_touched', { deterministic: false, varargs: false }, () => {
    v.n++
    return null
  })
  for (const [table, columns] of WATCHED) {
    for (const event of ['INSERT', `UPDATE${columns}`, 'DELETE']) {
      const name = `expert_list_${table}_${event.split(' ')[0].toLowerCase()}`
      db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS ${name} AFTER ${event} ON main.${table} BEGIN SELECT expert_list_touched(); END`)
    }
  }
  versions.set(db, v)
  return v
}

/** the number of writes seen so far to what the experts list reads */
export function expertListVersion(db: Db): number {
  return (versions.get(db) ?? install(db)).n
}

/**
 * The moments around `now` where the list's figures may change without a write: a settled
 * prediction's final whistle (it starts to count), a publication (on sale, shown under a filter)
 * and a lock (no longer on sale). `from` is the latest at or before `now`, `until` the first after.
 */
const windowQuery = prepared((now: number) => q.selectNoFrom((eb) => {
  const times = (col: 'ends_at' | 'published_at' | 'lock_at', before: boolean) => {
    let s = eb.selectFrom('predictions').where(col, before ? '<=' : '>', now)
    if (col === 'ends_at') s = s.where('win_or_not', '>', PENDING)
    return s.select((e) => (before ? e.fn.max(col) : e.fn.min(col)).as('t')).$asScalar()
  }
  return [
    sql<number | null>`MAX(COALESCE(${times('ends_at', true)}, -1), COALESCE(${times('published_at', true)}, -1), COALESCE(${times('lock_at', true)}, -1))`.as('from'),
    sql<number | null>`MIN(COALESCE(${times('ends_at', false)}, 9e15), COALESCE(${times('published_at', false)}, 9e15), COALESCE(${times('lock_at', false)}, 9e15))`.as('until'),
  ]
}))

export function stableWindow(db: Db, now: number): { from: number; until: number } {
  const row = firstRow(db, windowQuery(now))
  return { from: row?.from ?? -1, until: row?.until ?? 9e15 }
}
