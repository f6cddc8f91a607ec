import type { Db } from '../../../db'

/**
 * The counters on the personal center (follows, fans, posts) live in other domains' tables.
 * Those domains register a counter here, under their own name (registering again replaces it,
 * so building several routers never double counts); until one is registered the count is 0,
 * so get_member never depends on a table that may not exist yet.
 */
export type MemberStat = 'follow_count' | 'fans_count' | 'post_count'
type Counter = (db: Db, userId: number) => number

const counters = new Map<MemberStat, Map<string, Counter>>()

export function registerMemberStat(stat: MemberStat, source: string, counter: Counter): void {
  const bySource = counters.get(stat) ?? new Map<string, Counter>()
  bySource.set(source, counter)
  counters.set(stat, bySource)
}

export function memberStat(db: Db, userId: number, stat: MemberStat): number {
  let sum = 0
  for (const count of counters.get(stat)?.values() ?? []) sum += count(db, userId)
  return sum
}
