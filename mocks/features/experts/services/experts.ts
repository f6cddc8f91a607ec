import type { Db } from '../../../db'
import type { ExpertSummary } from '../../../../types/prediction'
import { createUser, setExpertFlag, userCards } from '../../account'
import { expertRow, insertExpert } from '../repository/experts'
import { HIT_RATE_WINDOW } from '../repository/records'
import { countsOf, lastSettledOf, recordFor } from './expertRecords'

/**
 * Expert accounts and their records. An expert is an ordinary account with is_expert set and an
 * experts row (title); hit rate, streak and the settled count come from settled predictions through
 * recordFor (expertRecords.ts), never from a stored figure.
 */

export { HIT_RATE_WINDOW }

export interface NewExpert {
  nickname: string
  title: string
  /** the seeder's knobs (experts table), absent for experts who publish themselves */
  gen?: { skill: number; leagueId: number | null; play: string | null }
}

/** an account without password or phone (nobody signs in as a seeded expert), flagged as expert */
export async function createExpert(db: Db, e: NewExpert, now: number): Promise<number> {
  const user = await createUser(db, { nickname: e.nickname }, now)
  await setExpertFlag(db, user.id)
  await insertExpert(db, { userId: user.id, title: e.title, skill: e.gen?.skill ?? null, leagueId: e.gen?.leagueId ?? null, play: e.gen?.play ?? null })
  return user.id
}

/** the summaries of these experts at `now`, by user id (deleted or unknown ids are left out) */
export async function expertSummaries(db: Db, ids: number[], now: number): Promise<Map<number, ExpertSummary>> {
  const out = new Map<number, ExpertSummary>()
  const unique = [...new Set(ids)]
  const users = await userCards(db, unique)
  for (const id of unique) {
    const u = users.get(id)
    const e = u && await expertRow(db, id)
    if (!u || !e) continue
    const { rows, settled } = await lastSettledOf(db, id, now, HIT_RATE_WINDOW)
    const last = recordFor(rows, { last: HIT_RATE_WINDOW })
    out.set(id, {
      expert_id: u.id,
      nickname: u.nickname,
      avatar: u.avatar,
      title: e.title,
      hit_rate: last.hit_rate,
      streak: last.streak,
      settled,
      record: countsOf(last),
    })
  }
  return out
}
