import type { Db } from '../../../db'
import { MatchStatus } from '../../../../types/match-status'
import type { MatchScript } from '../engine/script'
import { storedFinalAnswer } from './finalRatings'
import { scriptOf, stateAt, type MatchDbRow } from './matchView'
import { ratingsAt, type MatchRatings } from './ratings'

/**
 * api/Game/match_ratings as a lookup. The app reads a live match's ratings after every event pushed
 * to its open detail, so many clients ask the same thing at the same moment. The answer changes only
 * when what it is computed from changes: the events revealed so far (goals, cards, substitutions, the
 * score), the status and the minute (minutes played, saves so far). That is the key of a live
 * answer; a finished match answers its stored final ratings (finalRatings.ts). One answer per
 * match, the least recently read dropped past MATCH_RATINGS_CACHE_SIZE matches.
 */

export const MATCH_RATINGS_CACHE_SIZE = 512

interface Cached {
  key: string
  answer: MatchRatings
}

const caches = new WeakMap<Db, Map<number, Cached>>()

/** how many of the script's events (in time order) have happened by second `sec` */
function revealedCount(script: MatchScript, sec: number): number {
  let n = 0
  while (n < script.events.length && script.events[n][0] <= sec) n++
  return n
}

/** what the ratings of `m` at `now` are computed from: equal keys, equal answers */
export async function ratingsKey(db: Db, m: MatchDbRow, now: number): Promise<string> {
  const script = await scriptOf(db, m.id)
  const st = stateAt(m, script, now)
  if (st.status === MatchStatus.FINISHED) return 'final'
  return `${st.status}|${st.sec >= 0 ? 1 : 0}|${st.elapsed}|${revealedCount(script, st.sec)}`
}

/** the ratings of `m` at `now`: the same answer as ratingsAt, computed once per change */
export async function matchRatingsAt(db: Db, m: MatchDbRow, now: number): Promise<MatchRatings> {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new Map()))
  const key = await ratingsKey(db, m, now)
  const hit = cache.get(m.id)
  cache.delete(m.id)
  const answer = hit?.key === key ? hit.answer : key === 'final' ? await storedFinalAnswer(db, m, now) : await ratingsAt(db, m, now)
  cache.set(m.id, { key, answer })
  if (cache.size > MATCH_RATINGS_CACHE_SIZE) cache.delete(cache.keys().next().value ?? m.id)
  return answer
}
