import type { Db } from '../../../db'
import type { BroadcastLine, MatchDetail, MatchEvent, MatchRow, MatchStats } from '../../../../types/football'
import { MATCH_STATUS_LABEL, MatchStatus, type MatchStatusId } from '../../../../types/match-status'
import { dateTimeText } from '../engine/calendar'
import type { MatchScript } from '../engine/script'
import { momentAt, minuteText, periodBounds } from '../engine/timeline'
import { leagueRef, refs, teamRef } from './footballRefs'
import { idsFinishedBetween, matchById, matchScriptText, matchScriptTexts, type MatchDbRow } from '../repository/matches'
import { parsedJson } from '../repository/builder'

/**
 * Reveals a match as it stands at `now`: the stored script holds the whole match, this shows only
 * what has happened by then. Every caller asking at the same moment gets the same answer.
 */

export { MATCH_COLUMNS, type MatchDbRow } from '../repository/matches'

const SCRIPT_CACHE_SIZE = 4000
const scriptCaches = new WeakMap<Db, Map<number, MatchScript>>()

function scriptCache(db: Db): Map<number, MatchScript> {
  let cache = scriptCaches.get(db)
  if (!cache) {
    cache = new Map()
    scriptCaches.set(db, cache)
  }
  return cache
}

function keepScript(cache: Map<number, MatchScript>, id: number, script: MatchScript): void {
  const oldest = cache.keys().next()
  if (cache.size >= SCRIPT_CACHE_SIZE && !oldest.done) cache.delete(oldest.value)
  cache.set(id, script)
}

export async function scriptOf(db: Db, id: number): Promise<MatchScript> {
  const cache = scriptCache(db)
  const hit = cache.get(id)
  if (hit) return hit
  const text = await matchScriptText(db, id)
  if (text === undefined) throw new Error(`match ${id} has no script`)
  const script = parsedJson<MatchScript>(text)
  keepScript(cache, id, script)
  return script
}

/** reads the scripts of these matches not kept yet in one query, so a loop over them (storing final ratings) makes no read per match */
export async function primeScripts(db: Db, ids: number[]): Promise<void> {
  const cache = scriptCache(db)
  const missing = ids.filter((id) => !cache.has(id))
  if (!missing.length) return
  for (const row of await matchScriptTexts(db, missing)) keepScript(cache, row.id, parsedJson<MatchScript>(row.script))
}

const GOAL_TYPES = new Set(['goal', 'penalty_goal', 'own_goal'])
const score = (h: number, a: number) => `${h}:${a}`

export interface MatchState {
  status: MatchStatusId
  elapsed: number
  elapsedText: string
  /** seconds since kickoff */
  sec: number
  home: number
  away: number
}

export function stateAt(m: MatchDbRow, script: MatchScript, now: number): MatchState {
  const sec = Math.floor((now - m.start_at) / 1000)
  if (m.postponed) return { status: MatchStatus.POSTPONED, elapsed: 0, elapsedText: '推迟', sec, home: 0, away: 0 }
  const moment = momentAt(script.layout, sec)
  let home = 0
  let away = 0
  for (const e of script.events) {
    if (e[0] > sec) break
    if (GOAL_TYPES.has(e[3])) {
      home = e[7]
      away = e[8]
    }
  }
  return { status: moment.status, elapsed: moment.elapsed, elapsedText: moment.elapsedText, sec, home, away }
}

/** a list row at `now` */
export async function rowAt(db: Db, m: MatchDbRow, now: number, followed: boolean): Promise<MatchRow> {
  const r = await refs(db)
  const script = await scriptOf(db, m.id)
  const st = stateAt(m, script, now)
  const b = periodBounds(script.layout)
  const started = st.status !== MatchStatus.NOT_STARTED && st.status !== MatchStatus.POSTPONED
  const cards = [0, 0, 0, 0]
  if (started) {
    for (const e of script.events) {
      if (e[0] > st.sec) break
      if (e[3] === 'yellow') cards[e[4]]++
      else if (e[3] === 'red' || e[3] === 'second_yellow') cards[2 + e[4]]++
    }
  }
  const corners = [0, 0]
  if (started) for (const c of script.corners) if (c[0] <= st.sec) corners[c[1]]++
  return {
    id: m.id,
    league_id: m.league_id,
    season_id: m.season_id,
    league: leagueRef(r, m.league_id),
    home_team: teamRef(r, m.home_team_id),
    away_team: teamRef(r, m.away_team_id),
    status_id: st.status,
    status_text: MATCH_STATUS_LABEL[st.status],
    start_at: m.start_at,
    start_at_time: dateTimeText(m.start_at),
    elapsed: st.elapsed,
    elapsed_text: st.elapsedText,
    current_score: started ? score(st.home, st.away) : '',
    half_score: started && st.sec >= b.firstHalfEnd ? score(m.ht_home, m.ht_away) : '',
    full_score: started && st.sec >= b.secondHalfEnd ? score(m.ft_home, m.ft_away) : '',
    extra_score: started && m.et_home !== null && st.sec >= b.extraEnd ? score(m.et_home, m.et_away ?? 0) : '',
    penalty_score: started && m.pen_home !== null && st.sec >= b.end ? score(m.pen_home, m.pen_away ?? 0) : '',
    home_red: cards[2],
    away_red: cards[3],
    home_yellow: cards[0],
    away_yellow: cards[1],
    home_corner: corners[0],
    away_corner: corners[1],
    round: m.round,
    stage: m.stage,
    followed,
  }
}

const PERIOD_NAMES: Record<number, string> = { 1: '上半场', 2: '下半场', 3: '加时赛', 4: '点球大战' }

function periodOf(minute: number, type: string): number {
  if (type.startsWith('shootout')) return 4
  if (minute <= 45) return 1
  if (minute <= 90) return 2
  return 3
}

/** the full detail at `now` (api/Game/get_xq) */
export async function detailAt(db: Db, m: MatchDbRow, now: number, followed: boolean, positions: [number | null, number | null]): Promise<MatchDetail> {
  const r = await refs(db)
  const row = await rowAt(db, m, now, followed)
  const script = await scriptOf(db, m.id)
  const st = stateAt(m, script, now)
  const started = row.current_score !== ''
  const events: MatchEvent[] = []
  if (started) {
    script.events.forEach((e, i) => {
      if (e[0] > st.sec) return
      const [, minute, added, type, side, player, related, h, a] = e
      events.push({
        id: i + 1, type, side: side === 0 ? 'home' : 'away', minute, minute_text: minuteText(minute, added),
        player_id: player || null, player_name: r.players.get(player)?.name ?? '',
        related_player_id: related || null, related_player_name: r.players.get(related)?.name ?? '', score: score(h, a),
      })
    })
  }
  const groups = [1, 2, 3, 4]
    .map((period) => ({ period, period_name: PERIOD_NAMES[period], events: events.filter((e) => periodOf(e.minute, e.type) === period) }))
    .filter((g) => g.events.length > 0)
  const broadcast: BroadcastLine[] = []
  if (started) {
    script.broadcast.forEach(([sec, mt, text, kind, side], i) => {
      if (sec <= st.sec) broadcast.push({ id: i + 1, minute_text: mt, text, kind, side })
    })
  }
  const lastMinute = script.layout.extraTime ? 120 : 90
  const progress = !started ? 0 : row.status_id === MatchStatus.FINISHED ? 1 : Math.min(1, st.elapsed / lastMinute)
  const statsFor = (side: 0 | 1): MatchStats => {
    const [attacks, dangerous, possession, onTarget, offTarget] = script.stats[side]
    const goals = side === 0 ? st.home : st.away
    return {
      attacks: Math.round(attacks * progress),
      dangerous_attacks: Math.round(dangerous * progress),
      ball_possession: started ? possession : 0,
      shots_on_goal: Math.max(goals, Math.round(onTarget * progress)),
      shots_off_goal: Math.round(offTarget * progress),
      corners: side === 0 ? row.home_corner : row.away_corner,
      yellow_cards: side === 0 ? row.home_yellow : row.away_yellow,
      red_cards: side === 0 ? row.home_red : row.away_red,
    }
  }
  return {
    ...row,
    home_team_array: statsFor(0),
    away_team_array: statsFor(1),
    basics_text_broadcast: broadcast,
    basics_match_event: groups,
    home_basics_position: positions[0],
    away_basics_position: positions[1],
    venue: r.teams.get(m.home_team_id)?.venue ?? '',
    referee: m.referee,
    server_time: now,
  }
}

/** the result of a match as known at `now`, for other domains (prediction settlement) */
export interface MatchResult {
  finished: boolean
  status_id: MatchStatusId
  /** score after 90 minutes (what 1X2 and handicap picks settle on) */
  full: [number, number] | null
  half: [number, number] | null
  /** after extra time, when played */
  extra: [number, number] | null
  penalties: [number, number] | null
  finished_at: number | null
}

export async function matchResult(db: Db, matchId: number, now: number): Promise<MatchResult | null> {
  const m = await matchById(db, matchId)
  if (!m) return null
  const st = stateAt(m, await scriptOf(db, m.id), now)
  const finished = st.status === MatchStatus.FINISHED
  return {
    finished,
    status_id: st.status,
    full: finished ? [m.ft_home, m.ft_away] : null,
    half: finished ? [m.ht_home, m.ht_away] : null,
    extra: finished && m.et_home !== null ? [m.et_home, m.et_away ?? 0] : null,
    penalties: finished && m.pen_home !== null ? [m.pen_home, m.pen_away ?? 0] : null,
    finished_at: finished ? m.end_at : null,
  }
}

/** ids of matches whose final whistle fell in (since, now]: what a settlement job has to settle next */
export async function matchesFinishedBetween(db: Db, since: number, now: number): Promise<number[]> {
  return idsFinishedBetween(db, since, now)
}
