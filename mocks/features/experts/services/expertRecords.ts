import type { Db } from '../../../db'
import { WIN_OR_NOT, RECENT_RESULTS, PREDICTION_PLAY_TEXT, type PredictionPlay } from '../../../../types/expert-rules'
import type { ExpertProfile, ExpertRecord, RecordTally } from '../../../../types/api/experts'
import { leaguesOfMatches, refs } from '../../match'
import { settledOfAll, settledOfExpert, type SettledDbRow } from '../repository/records'

/**
 * Experts' records, computed on every read from settled predictions only (win_or_not 1..3 and the
 * final whistle passed at the server's clock; pending ones never count). There is no stored figure
 * and no flag that keeps a prediction out: every settled prediction of the expert counts, singles and
 * parlays alike. Ordered newest first by the final whistle, then id — the same order as the hit rate
 * and streak of experts.ts, so the figures agree wherever they are shown.
 */

export type SettledRow = SettledDbRow

/** one expert's settled predictions, newest first */
export function settledOf(db: Db, expertId: number, now: number): SettledRow[] {
  return settledOfExpert(db, expertId, now)
}

/** every expert's settled predictions, newest first within each expert (without the match: one covering index read) */
export function settledByExpert(db: Db, now: number): Map<number, SettledRow[]> {
  const out = new Map<number, SettledRow[]>()
  for (const r of settledOfAll(db, now)) {
    let list = out.get(r.expert_id)
    if (!list) out.set(r.expert_id, (list = []))
    list.push(r)
  }
  return out
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits

/** hits / (hits + misses) in whole percent; 0 when nothing decided */
export function hitRate(hits: number, misses: number): number {
  return hits + misses ? Math.round((100 * hits) / (hits + misses)) : 0
}

/** counts, hit rate and return on a unit stake (hit: payout − 1, miss: −1, push: 0) */
export function tally(rows: readonly SettledRow[]): RecordTally {
  let hits = 0
  let misses = 0
  let pushes = 0
  let units = 0
  for (const r of rows) {
    if (r.win_or_not === WIN_OR_NOT.hit) {
      hits++
      units += r.payout - 1
    } else if (r.win_or_not === WIN_OR_NOT.miss) {
      misses++
      units -= 1
    } else pushes++
  }
  const returnUnits = round(units, 2)
  return {
    settled: rows.length,
    hits,
    misses,
    pushes,
    hit_rate: hitRate(hits, misses),
    return_units: returnUnits,
    return_rate: rows.length ? round((100 * returnUnits) / rows.length, 1) : 0,
  }
}

/** hits since the latest miss (newest-first rows; pushes neither break nor extend the run) */
export function currentStreak(newestFirst: readonly SettledRow[]): number {
  let run = 0
  for (const r of newestFirst) {
    if (r.win_or_not === WIN_OR_NOT.miss) break
    if (r.win_or_not === WIN_OR_NOT.hit) run++
  }
  return run
}

export function bestStreak(newestFirst: readonly SettledRow[]): number {
  let best = 0
  let run = 0
  for (let i = newestFirst.length - 1; i >= 0; i--) {
    const w = newestFirst[i].win_or_not
    if (w === WIN_OR_NOT.miss) run = 0
    else if (w === WIN_OR_NOT.hit) best = Math.max(best, ++run)
  }
  return best
}

const BEIJING_OFFSET_MS = 8 * 3_600_000
/** 'YYYY-MM' of a moment, Beijing time */
export function monthOf(ms: number): string {
  const d = new Date(ms + BEIJING_OFFSET_MS)
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}
const MONTHS_SHOWN = 12

const windowRate = (rows: readonly SettledRow[], n: number) => tally(rows.slice(0, n)).hit_rate

/** the whole record from an expert's settled rows (newest first) */
export function recordOf(newestFirst: readonly SettledRow[]): ExpertRecord {
  const months = new Map<string, SettledRow[]>()
  for (const r of newestFirst) {
    const key = monthOf(r.ends_at)
    let list = months.get(key)
    if (!list) months.set(key, (list = []))
    list.push(r)
  }
  const all = tally(newestFirst)
  return {
    ...all,
    window: all.settled,
    hit_rate_10: windowRate(newestFirst, 10),
    hit_rate_20: windowRate(newestFirst, 20),
    hit_rate_50: windowRate(newestFirst, 50),
    hit_rate_all: all.hit_rate,
    current_streak: currentStreak(newestFirst),
    best_streak: bestStreak(newestFirst),
    recent: newestFirst.slice(0, RECENT_RESULTS).map((r) => r.win_or_not),
    // months come in newest-first order because the rows do
    monthly: [...months.entries()].slice(0, MONTHS_SHOWN).map(([month, rows]) => ({ month, ...tally(rows) })),
  }
}

/** the record split by competition (singles) and by play (parlays as 'parlay') */
export function breakdownOf(db: Db, newestFirst: readonly SettledRow[]): Pick<ExpertProfile, 'by_league' | 'by_play'> {
  const leagueOf = leaguesOfMatches(db, newestFirst.flatMap((r) => (r.kind === 'single' && r.match_id !== null ? [r.match_id] : [])))
  const byLeague = new Map<number, SettledRow[]>()
  const byPlay = new Map<PredictionPlay | 'parlay', SettledRow[]>()
  for (const r of newestFirst) {
    const play = r.kind === 'parlay' || r.play === null ? 'parlay' : r.play
    byPlay.set(play, [...(byPlay.get(play) ?? []), r])
    const leagueId = r.kind === 'single' && r.match_id !== null ? leagueOf.get(r.match_id) : undefined
    if (leagueId !== undefined) byLeague.set(leagueId, [...(byLeague.get(leagueId) ?? []), r])
  }
  const leagues = refs(db).leagues
  return {
    by_league: [...byLeague.entries()]
      .map(([league_id, rows]) => ({ league_id, league_name: leagues.get(league_id)?.short_name ?? '', ...tally(rows) }))
      .sort((a, b) => b.settled - a.settled || a.league_id - b.league_id),
    by_play: [...byPlay.entries()]
      .map(([play, rows]) => ({ play, play_text: play === 'parlay' ? '串关' : PREDICTION_PLAY_TEXT[play], ...tally(rows) }))
      .sort((a, b) => b.settled - a.settled),
  }
}
