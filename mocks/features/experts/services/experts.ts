import type { Db } from '../../../db'
import type { ExpertSummary, RecordCountsRow } from '../../../../types/prediction'
import { createUser, setExpertFlag, userCards } from '../../account'
import { expertRow, insertExpert } from '../repository/experts'
import { HIT_RATE_WINDOW, recordCountsOf } from '../repository/records'

/**
 * Expert accounts and their records. An expert is an ordinary account with is_expert set and an
 * experts row (title); hit rate, streak and the settled count come from settled predictions by SQL,
 * never from a stored figure.
 */

export { HIT_RATE_WINDOW }

export interface NewExpert {
  nickname: string
  title: string
  /** the seeder's knobs (experts table), absent for experts who publish themselves */
  gen?: { skill: number; leagueId: number | null; play: string | null }
}

/** an account without password or phone (nobody signs in as a seeded expert), flagged as expert */
export function createExpert(db: Db, e: NewExpert, now: number): number {
  const user = createUser(db, { nickname: e.nickname }, now)
  setExpertFlag(db, user.id)
  insertExpert(db, { userId: user.id, title: e.title, skill: e.gen?.skill ?? null, leagueId: e.gen?.leagueId ?? null, play: e.gen?.play ?? null })
  return user.id
}

/** the counts over the last HIT_RATE_WINDOW settled predictions, as every hit rate is shown (issue 16) */
export function recordCounts(hits: number, pushes: number, misses: number): RecordCountsRow {
  const decided = hits + misses
  return { window: HIT_RATE_WINDOW, settled: hits + pushes + misses, hits, pushes, misses, hit_rate: decided ? Math.round((100 * hits) / decided) : 0 }
}

/** the summaries of these experts at `now`, by user id (deleted or unknown ids are left out) */
export function expertSummaries(db: Db, ids: number[], now: number): Map<number, ExpertSummary> {
  const out = new Map<number, ExpertSummary>()
  const unique = [...new Set(ids)]
  const users = userCards(db, unique)
  for (const id of unique) {
    const u = users.get(id)
    const e = u && expertRow(db, id)
    if (!u || !e) continue
    const r = recordCountsOf(db, id, now)
    const decided = r.hits + r.misses
    out.set(id, {
      expert_id: u.id,
      nickname: u.nickname,
      avatar: u.avatar,
      title: e.title,
      hit_rate: decided ? Math.round((100 * r.hits) / decided) : 0,
      streak: r.streak,
      settled: r.settled,
      record: recordCounts(r.hits, r.pushes, r.misses),
    })
  }
  return out
}
