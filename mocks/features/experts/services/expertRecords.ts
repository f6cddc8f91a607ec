import type { Db } from '../../../db'
import { WIN_OR_NOT, RECENT_RESULTS, RECORD_WINDOWS, PREDICTION_PLAY_TEXT, type PredictionPlay } from '../../../../types/expert-rules'
import type { ExpertProfile, ExpertRecord, RecordTally, RecordWindow } from '../../../../types/api/experts'
import type { RecordCountsRow } from '../../../../types/prediction'
import { leaguesOfMatches, refs } from '../../match'
import { settledCountOfExpert, settledOfAll, settledOfExpert, settledResultsHeadOfExpert, settledResultsOfExpert, type SettledDbRow } from '../repository/records'
import { settledReadKey } from '../repository/settledVersion'

/**
 * Experts' records, computed on every read from settled predictions only (win_or_not 1..3 and the
 * final whistle passed at the server's clock; pending ones never count). There is no stored figure
 * and no flag that keeps a prediction out: every settled prediction of the expert counts, singles and
 * parlays alike. Ordered newest first by the final whistle, then id — the same order as the hit rate
 * and streak of experts.ts, so the figures agree wherever they are shown.
 */

export type SettledRow = SettledDbRow

/** one expert's settled predictions, newest first */
export async function settledOf(db: Db, expertId: number, now: number): Promise<SettledRow[]> {
  return settledOfExpert(db, expertId, now)
}

/** one expert's settled predictions, newest first, without their matches (a cheaper read: enough for every figure but the breakdown by competition) */
export async function settledResultsOf(db: Db, expertId: number, now: number): Promise<SettledRow[]> {
  return settledResultsOfExpert(db, expertId, now)
}

/**
 * What a last-N figure needs of one expert, read cheaply: the newest N settled and how many are
 * settled in all. The streak runs past the N only when they hold no miss: then every row is read.
 * recordFor over `rows` gives the same last-N counts and streak as over all of them.
 */
export async function lastSettledOf(db: Db, expertId: number, now: number, n: number): Promise<{ rows: SettledRow[]; settled: number }> {
  // every prediction list and detail shows its experts' figures: read once per change of the table
  const key = await settledReadKey(db, now)
  const cacheKey = `${expertId}:${n}`
  let cache = lastSettledCache.get(db)
  if (key !== null && cache?.key === key) {
    const hit = cache.entries.get(cacheKey)
    if (hit) return hit
  }
  const read = await readLastSettled(db, expertId, now, n)
  if (key !== null) {
    if (cache?.key !== key) lastSettledCache.set(db, (cache = { key, entries: new Map() }))
    cache.entries.set(cacheKey, read)
  }
  return read
}

const lastSettledCache = new WeakMap<Db, { key: number; entries: Map<string, { rows: SettledRow[]; settled: number }> }>()

async function readLastSettled(db: Db, expertId: number, now: number, n: number): Promise<{ rows: SettledRow[]; settled: number }> {
  const head = await settledResultsHeadOfExpert(db, expertId, now, n)
  const streakRunsOn = head.length === n && !head.some((r) => r.win_or_not === WIN_OR_NOT.miss)
  if (streakRunsOn) {
    const all = await settledResultsOfExpert(db, expertId, now)
    return { rows: all, settled: all.length }
  }
  return { rows: head, settled: head.length < n ? head.length : await settledCountOfExpert(db, expertId, now) }
}

/** every expert's settled predictions, newest first within each expert (without the match: one covering index read) */
export async function settledByExpert(db: Db, now: number): Promise<Map<number, SettledRow[]>> {
  const out = new Map<number, SettledRow[]>()
  for (const r of await settledOfAll(db, now)) {
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

/** which settled predictions a figure covers: the last N, one Beijing month ('YYYY-MM'), or all */
export type RecordWindowSpec = { last: number } | { month: string } | 'all'

/** an expert's figures over one window: counts, hit rate, return, the window's name, and the current streak */
export interface WindowFigures extends RecordTally {
  /** the last N asked; for a month or all, how many it holds */
  window: number
  /** 近20场 (近12场 when only 12 are settled), 11月, 全部 */
  label: string
  /** the current run of hits over all settled predictions (a streak has no window) */
  streak: number
}

function windowRows(newestFirst: readonly SettledRow[], spec: RecordWindowSpec): readonly SettledRow[] {
  if (spec === 'all') return newestFirst
  if ('last' in spec) return newestFirst.slice(0, spec.last)
  return newestFirst.filter((r) => monthOf(r.ends_at) === spec.month)
}

function windowLabel(spec: RecordWindowSpec, settled: number): string {
  if (spec === 'all') return '全部'
  // a window of N is named only when N are settled; with fewer it says how many it holds
  if ('last' in spec) return `近${settled}场`
  return `${Number(spec.month.slice(5))}月`
}

/**
 * THE definition of an expert's figures (docs/product/expert-records.md): every endpoint that
 * shows a count, hit rate, streak or window of an expert takes it from here. Rows are the expert's
 * settled predictions, newest first (settledOf / settledByExpert); 走 counts in `settled` and in the
 * 走 count, never in the hit rate.
 */
export function recordFor(newestFirst: readonly SettledRow[], spec: RecordWindowSpec): WindowFigures {
  const t = tally(windowRows(newestFirst, spec))
  return { ...t, window: spec !== 'all' && 'last' in spec ? spec.last : t.settled, label: windowLabel(spec, t.settled), streak: currentStreak(newestFirst) }
}

/** the counts of a window as lists and summaries carry them */
export function countsOf(f: WindowFigures): RecordCountsRow {
  return { window: f.window, settled: f.settled, hits: f.hits, pushes: f.pushes, misses: f.misses, hit_rate: f.hit_rate }
}

const windowOf = (f: WindowFigures): RecordWindow => ({ ...countsOf(f), label: f.label })
/** the counts, rate and return of a window, without its name */
export const tallyOf = ({ settled, hits, misses, pushes, hit_rate, return_units, return_rate }: WindowFigures): RecordTally =>
  ({ settled, hits, misses, pushes, hit_rate, return_units, return_rate })

/** the whole record from an expert's settled rows (newest first) */
export function recordOf(newestFirst: readonly SettledRow[]): ExpertRecord {
  // months come in newest-first order because the rows do
  const months = [...new Set(newestFirst.map((r) => monthOf(r.ends_at)))].slice(0, MONTHS_SHOWN)
  const all = recordFor(newestFirst, 'all')
  const named = RECORD_WINDOWS.filter((n) => newestFirst.length >= n).map((n) => windowOf(recordFor(newestFirst, { last: n })))
  return {
    ...tallyOf(all),
    windows: [...named, windowOf(all)],
    current_streak: all.streak,
    best_streak: bestStreak(newestFirst),
    recent: newestFirst.slice(0, RECENT_RESULTS).map((r) => r.win_or_not),
    recent_record: windowOf(recordFor(newestFirst, { last: RECENT_RESULTS })),
    monthly: months.map((month) => ({ month, ...tallyOf(recordFor(newestFirst, { month })) })),
  }
}

/** the record split by competition (singles) and by play (parlays as 'parlay') */
export async function breakdownOf(db: Db, newestFirst: readonly SettledRow[]): Promise<Pick<ExpertProfile, 'by_league' | 'by_play'>> {
  const leagueOf = await leaguesOfMatches(db, newestFirst.flatMap((r) => (r.kind === 'single' && r.match_id !== null ? [r.match_id] : [])))
  const byLeague = new Map<number, SettledRow[]>()
  const byPlay = new Map<PredictionPlay | 'parlay', SettledRow[]>()
  for (const r of newestFirst) {
    const play = r.kind === 'parlay' || r.play === null ? 'parlay' : r.play
    byPlay.set(play, [...(byPlay.get(play) ?? []), r])
    const leagueId = r.kind === 'single' && r.match_id !== null ? leagueOf.get(r.match_id) : undefined
    if (leagueId !== undefined) byLeague.set(leagueId, [...(byLeague.get(leagueId) ?? []), r])
  }
  const leagues = (await refs(db)).leagues
  return {
    by_league: [...byLeague.entries()]
      .map(([league_id, rows]) => ({ league_id, league_name: leagues.get(league_id)?.short_name ?? '', ...tally(rows) }))
      .sort((a, b) => b.settled - a.settled || a.league_id - b.league_id),
    by_play: [...byPlay.entries()]
      .map(([play, rows]) => ({ play, play_text: play === 'parlay' ? '串关' : PREDICTION_PLAY_TEXT[play], ...tally(rows) }))
      .sort((a, b) => b.settled - a.settled),
  }
}
