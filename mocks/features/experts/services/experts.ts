import type { Db } from '../../../db'
import type { ExpertSummary, RecordCountsRow } from '../../../../types/prediction'
import { createUser } from '../../account/services/accounts'
import { statement } from '../../../services/statements'

/**
 * Expert accounts and their records. An expert is an ordinary account with is_expert set and an
 * experts row (title); hit rate, streak and the settled count come from settled predictions by SQL,
 * never from a stored figure.
 */

/** how many settled predictions the hit rate covers */
export const HIT_RATE_WINDOW = 20

export interface NewExpert {
  nickname: string
  title: string
  /** the seeder's knobs (experts table), absent for experts who publish themselves */
  gen?: { skill: number; leagueId: number | null; play: string | null }
}

/** an account without password or phone (nobody signs in as a seeded expert), flagged as expert */
export function createExpert(db: Db, e: NewExpert, now: number): number {
  const user = createUser(db, { nickname: e.nickname }, now)
  db.prepare('UPDATE users SET is_expert = 1 WHERE id = ?').run(user.id)
  db.prepare('INSERT INTO experts (user_id, title, gen_skill, gen_league_id, gen_play) VALUES (?, ?, ?, ?, ?)')
    .run(user.id, e.title, e.gen?.skill ?? null, e.gen?.leagueId ?? null, e.gen?.play ?? null)
  return user.id
}

// Settled = win_or_not 1..3 on a match that has ended by `now`; ordered by the final whistle, then id.
// The `ends_at <= now` guard keeps answers true to the clock even when a test clock moves back.
const SETTLED = 'expert_id = @id AND win_or_not > 0 AND ends_at <= @now'

const RECORD_SQL = `
  WITH recent AS (
    SELECT win_or_not FROM predictions WHERE ${SETTLED} ORDER BY ends_at DESC, id DESC LIMIT ${HIT_RATE_WINDOW}
  ), last_miss AS (
    SELECT ends_at, id FROM predictions WHERE expert_id = @id AND win_or_not = 2 AND ends_at <= @now ORDER BY ends_at DESC, id DESC LIMIT 1
  )
  SELECT
    (SELECT COUNT(*) FROM predictions WHERE ${SETTLED}) AS settled,
    (SELECT COUNT(*) FROM recent WHERE win_or_not = 1) AS hits,
    (SELECT COUNT(*) FROM recent WHERE win_or_not = 2) AS misses,
    (SELECT COUNT(*) FROM recent WHERE win_or_not = 3) AS pushes,
    -- the current run: hits after the latest miss (pushes neither break nor extend it)
    -- (the latest miss is read once: an uncorrelated subquery)
    (SELECT COUNT(*) FROM predictions p WHERE p.expert_id = @id AND p.win_or_not = 1 AND p.ends_at <= @now
      AND (p.ends_at, p.id) > (SELECT COALESCE(MAX(ends_at), -1), COALESCE(MAX(id), -1) FROM last_miss)) AS streak`

interface RecordRow {
  settled: number
  hits: number
  misses: number
  pushes: number
  streak: number
}

/** the counts over the last HIT_RATE_WINDOW settled predictions, as every hit rate is shown (issue 16) */
export function recordCounts(hits: number, pushes: number, misses: number): RecordCountsRow {
  const decided = hits + misses
  return { window: HIT_RATE_WINDOW, settled: hits + pushes + misses, hits, pushes, misses, hit_rate: decided ? Math.round((100 * hits) / decided) : 0 }
}

/** the summaries of these experts at `now`, by user id (deleted or unknown ids are left out) */
export function expertSummaries(db: Db, ids: number[], now: number): Map<number, ExpertSummary> {
  const out = new Map<number, ExpertSummary>()
  const profile = statement(db, 'SELECT u.id, u.nickname, u.avatar, e.title FROM users u JOIN experts e ON e.user_id = u.id WHERE u.id = ?')
  const record = statement(db, RECORD_SQL)
  for (const id of new Set(ids)) {
    const p = profile.get(id) as { id: number; nickname: string; avatar: string; title: string } | undefined
    if (!p) continue
    const r = record.get({ id, now }) as RecordRow
    const decided = r.hits + r.misses
    out.set(id, {
      expert_id: p.id,
      nickname: p.nickname,
      avatar: p.avatar,
      title: p.title,
      hit_rate: decided ? Math.round((100 * r.hits) / decided) : 0,
      streak: r.streak,
      settled: r.settled,
      record: recordCounts(r.hits, r.pushes, r.misses),
    })
  }
  return out
}
