import type { Db } from './index'
import { ALL_ROWS, allRows, execute, firstRow, queryBuilder } from './query'

/**
 * The queries of a "pair table": rows (user_id, <target>, created_at) saying that a user holds a
 * target — follows a team or a player, black-lists another user. A feature's repository names its
 * table and target column (`pairTable<MatchTables>()('fb_team_follows', 'team_id')`): the names are
 * checked against that feature's own tables, so no feature reaches another's table through here.
 * Caps (how many a user may hold) are rules of the feature's services, not of this table.
 */
export interface PairTable {
  /** does the user hold this target */
  has(db: Db, userId: number, targetId: number): Promise<boolean>
  /** how many targets the user holds */
  countOf(db: Db, userId: number): Promise<number>
  /** how many users hold this target */
  countFor(db: Db, targetId: number): Promise<number>
  /** the user's targets, newest first (then by id); a page with limit/offset, all with the defaults */
  targetsOf(db: Db, userId: number, limit?: number, offset?: number): Promise<number[]>
  /** the (user, target) pairs of any of these targets */
  holdersOf(db: Db, targetIds: number[]): Promise<Array<{ user_id: number; target_id: number }>>
  /** adds the pair; holding it already changes nothing */
  insert(db: Db, userId: number, targetId: number, now: number): Promise<void>
  remove(db: Db, userId: number, targetId: number): Promise<void>
  /** every pair of the user (an account deleted) */
  removeAllOf(db: Db, userId: number): Promise<void>
}

/** the row every pair table has, with its target column named C */
type PairRow<C extends string> = { [K in 'user_id' | 'created_at' | C]: number }

/** any pair table, by name: the queries below are built over this one shape */
type AnyPairTables = Record<string, { user_id: number; created_at: number; [target: string]: number }>
const q = queryBuilder<AnyPairTables>()

/** the pair table `table` of a feature whose tables are `Tables`, its target column `target` */
export function pairTable<Tables>() {
  return <T extends keyof Tables & string, C extends keyof Tables[T] & string>(table: T & (Tables[T] extends PairRow<C> ? T : never), target: C): PairTable =>
    pairQueries(table, target)
}

function pairQueries(table: string, target: string): PairTable {
  return {
    has: async (db, userId, targetId) =>
      await firstRow(db, q.selectFrom(table).select(target).where('user_id', '=', userId).where(target, '=', targetId)) !== undefined,
    countOf: async (db, userId) => (await firstRow(db, q.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId)))?.n ?? 0,
    countFor: async (db, targetId) => (await firstRow(db, q.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where(target, '=', targetId)))?.n ?? 0,
    targetsOf: async (db, userId, limit = ALL_ROWS, offset = 0) =>
      (await allRows(db, q.selectFrom(table).select(target).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy(target).limit(limit).offset(offset)))
        .map((r) => r[target]),
    holdersOf: async (db, targetIds) => targetIds.length === 0 ? []
      : await allRows(db, q.selectFrom(table).select(['user_id', `${target} as target_id`]).where(target, 'in', targetIds)),
    insert: async (db, userId, targetId, now) => {
      await execute(db, q.insertInto(table).values({ user_id: userId, [target]: targetId, created_at: now }).onConflict((oc) => oc.doNothing()))
    },
    remove: async (db, userId, targetId) => {
      await execute(db, q.deleteFrom(table).where('user_id', '=', userId).where(target, '=', targetId))
    },
    removeAllOf: async (db, userId) => {
      await execute(db, q.deleteFrom(table).where('user_id', '=', userId))
    },
  }
}
