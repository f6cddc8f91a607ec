import type { Db } from '../../../db'
import type { Clock } from '../../../http/context'
import type { MatchRow } from '../../../../types/football'
import { MatchStatus } from '../../../../types/match-status'
import {
  LIVE_TICK_MS, matchTopic, type AlertKind, type LiveDataByType, type LiveOddsData, type LivePushType, type LiveScoreData, type LiveTopic, type LiveTopicType,
} from '../../../../types/live'
import { handicapText, overUnderText, type OddsHistory } from '../engine/odds'
import { liveMatches } from '../repository/matchLists'
import { matchById } from '../repository/matches'
import { companiesWithOdds } from '../repository/odds'
import { detailAt, rowAt, type MatchDbRow } from '../services/matchView'
import { refs } from '../services/footballRefs'
import { storedOddsHistory } from '../services/odds'
import { recordAlerts, recordScheduledAlerts } from '../services/alerts'
import { momentumAt } from '../services/momentum'
import { lineupsAnnouncedAt, lineupsMessage } from '../services/lineupsAnnouncement'
import { clockStepKey } from '../../../services/clockClaims'

/**
 * Finds what the simulation revealed since the last look and says it to the subscribers. The
 * match state is a function of the clock (mocks/features/match/services/matchView.ts), so the
 * ticker keeps the last state it sent per match and compares: every LIVE_TICK_MS, and at once when
 * the operator moves the clock. `live` hears score/minute/status of every live match; `match:<id>`
 * hears them when its socket does not hold `live` (each socket once) and, while someone watches
 * it, events, commentary, stats and odds, and once, before kickoff, that its line-ups are out.
 */

export interface Publisher {
  publish<K extends LivePushType>(topic: LiveTopic, type: K, data: LiveDataByType[K], at: number): void
  /** a score/minute/status change of one match: to each socket once (`live` or `match:<id>`, types/live.ts) */
  publishScoreboard<K extends LiveTopicType>(type: K, data: LiveDataByType[K], at: number): void
  /** the matches watched on every process (one Redis round trip with several), or this process's */
  watchedMatchIds(): number[] | Promise<number[]>
}

interface RowState {
  score: string
  goals: number
  red: number
  status: number
  minute: string
}

interface DetailState {
  events: number
  lines: number
  stats: string
  /** the newest momentum bar as last pushed: `from|home|away` */
  momentum: string
  /** per company: the `at` of the last published europe / asia / over-under point */
  odds: Map<number, [number, number, number]>
}

const goalsOf = (score: string) => (score === '' ? 0 : score.split(':').reduce((n, x) => n + Number(x), 0))

function scoreData(row: MatchRow, goal: boolean): LiveScoreData {
  return {
    match_id: row.id, current_score: row.current_score, half_score: row.half_score, full_score: row.full_score, extra_score: row.extra_score,
    penalty_score: row.penalty_score, home_red: row.home_red, away_red: row.away_red, home_yellow: row.home_yellow, away_yellow: row.away_yellow,
    home_corner: row.home_corner, away_corner: row.away_corner, goal,
  }
}

const scoreKey = (d: LiveScoreData) => [d.current_score, d.half_score, d.full_score, d.extra_score, d.penalty_score, d.home_red, d.away_red, d.home_yellow, d.away_yellow, d.home_corner, d.away_corner].join('|')

export class LiveTicker {
  private readonly rows = new Map<number, RowState>()
  private readonly details = new Map<number, DetailState>()
  private readonly oddsCache = new Map<number, Array<{ companyId: number; company: string; history: OddsHistory }>>()
  private started = false
  /** the clock at the last look: 开赛 and 首发公布 moments since then are alerted (recordScheduledAlerts) */
  private lastLookAt: number | null = null
  /** matches live at the last look: looked at once more after they stop (full time, clock moved back) */
  private lastLive = new Set<number>()
  /** watched matches not yet kicked off at their watch(): id → kickoff; looked at once when it passes */
  private readonly pending = new Map<number, number>()
  /** watched matches whose line-ups were not out at their watch(): id → the announcement; told once when it passes */
  private readonly lineupsDue = new Map<number, number>()
  /** what the ticks computed: match rows and match details (the issue-23 test counts these) */
  readonly work = { rows: 0, details: 0 }
  /** whether this tick may write its alerts: claimed once per tick, when there is something to write */
  private mayWrite: () => Promise<boolean> = async () => true

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly out: Publisher,
    /** where the alerts the server would send are logged */
    private readonly log: (line: string) => void = () => undefined,
    /**
     * claims a step's key (services/clockClaims.ts): a tick writes alerts only when it holds its clock
     * second's key, so two processes that both run the clock for a moment never write them twice
     */
    private readonly claimStep: (key: string) => Promise<boolean> = async () => true,
  ) {}

  /** a match got its first `match:<id>` subscriber: what it shows now is the baseline, not news */
  async watch(matchId: number): Promise<void> {
    const m = await matchById(this.db, matchId)
    if (!m) return
    const now = this.clock.now()
    if (!this.rows.has(matchId)) this.rows.set(matchId, this.rowState(await rowAt(this.db, m, now, false)))
    this.details.set(matchId, await this.detailState(m, now))
    if (m.start_at > now) this.pending.set(matchId, m.start_at)
    if (!m.postponed && lineupsAnnouncedAt(m) > now) this.lineupsDue.set(matchId, lineupsAnnouncedAt(m))
    else this.lineupsDue.delete(matchId)
  }

  /** watched matches whose line-ups were announced since the last look: one `lineups` push each */
  private async announceLineups(watched: Set<number>, now: number): Promise<void> {
    for (const [id, at] of this.lineupsDue) {
      if (!watched.has(id)) this.lineupsDue.delete(id)
      else if (at <= now) {
        this.lineupsDue.delete(id)
        const m = await matchById(this.db, id)
        if (m) this.out.publish(matchTopic(id), 'lineups', await lineupsMessage(this.db, m), Date.now())
      }
    }
  }

  /**
   * The matches to look at: the live ones, those live at the last look, and watched ones whose
   * kickoff has passed since (a clock moved past a whole match). A watched match that is not live
   * costs nothing per tick, however many topics name it.
   */
  private async toLookAt(live: MatchDbRow[], watched: Set<number>, now: number): Promise<Map<number, MatchDbRow>> {
    const byId = new Map<number, MatchDbRow>(live.map((m) => [m.id, m]))
    const extra: number[] = [...this.lastLive]
    for (const [id, kickoff] of this.pending) {
      if (!watched.has(id)) this.pending.delete(id)
      else if (kickoff <= now) {
        extra.push(id)
        this.pending.delete(id)
      }
    }
    for (const id of extra) {
      if (byId.has(id)) continue
      const m = await matchById(this.db, id)
      if (m) byId.set(id, m)
    }
    for (const id of this.details.keys()) if (!watched.has(id)) this.details.delete(id)
    for (const id of this.rows.keys()) if (!watched.has(id) && !byId.has(id)) this.rows.delete(id)
    return byId
  }

  async tick(): Promise<void> {
    const now = this.clock.now()
    const live = await liveMatches(this.db, now)
    const watched = new Set(await this.out.watchedMatchIds())
    // a match watched only on another process: its baseline is taken here, as a socket's first sub does
    for (const id of watched) if (!this.details.has(id)) await this.watch(id)
    const byId = await this.toLookAt(live, watched, now)
    const first = !this.started
    this.started = true
    let claimed: Promise<boolean> | undefined
    this.mayWrite = () => (claimed ??= this.claimStep(clockStepKey('tick', now, LIVE_TICK_MS)))
    if (this.lastLookAt !== null && now > this.lastLookAt && (await this.mayWrite())) {
      for (const a of await recordScheduledAlerts(this.db, this.lastLookAt, now)) this.log(`[alert] would send template ${a.template_id} to user ${a.user_id}: ${a.text}`)
    }
    this.lastLookAt = now
    await this.announceLineups(watched, now)
    const liveIds = new Set(live.map((m) => m.id))
    this.lastLive = liveIds
    for (const m of byId.values()) {
      this.work.rows++
      const row = await rowAt(this.db, m, now, false)
      const before = this.rows.get(m.id)
      const after = this.rowState(row)
      if (!first) await this.compareRows(row, before, after, now)
      if (liveIds.has(m.id) || watched.has(m.id)) this.rows.set(m.id, after)
      else this.rows.delete(m.id)
      if (watched.has(m.id)) await this.compareDetail(m, now)
    }
  }

  private rowState(row: MatchRow): RowState {
    const d = scoreData(row, false)
    return { score: scoreKey(d), goals: goalsOf(row.current_score), red: row.home_red + row.away_red, status: row.status_id, minute: row.elapsed_text }
  }

  private scoreboard<K extends LiveTopicType>(type: K, data: LiveDataByType[K]): void {
    this.out.publishScoreboard(type, data, Date.now())
  }

  private async compareRows(row: MatchRow, before: RowState | undefined, after: RowState, now: number): Promise<void> {
    const id = row.id
    const prev: RowState = before ?? { score: '', goals: 0, red: 0, status: MatchStatus.NOT_STARTED, minute: '' }
    const alerts: AlertKind[] = []
    if (prev.status !== after.status) {
      this.scoreboard('status', { match_id: id, status_id: row.status_id, status_text: row.status_text, elapsed: row.elapsed, elapsed_text: row.elapsed_text })
      if (after.status === MatchStatus.HALF_TIME) alerts.push('half_time')
      if (after.status === MatchStatus.FINISHED) alerts.push('full_time')
    } else if (prev.minute !== after.minute) {
      this.scoreboard('minute', { match_id: id, elapsed: row.elapsed, elapsed_text: row.elapsed_text })
    }
    if (prev.score !== after.score) {
      const goal = after.goals > prev.goals
      this.scoreboard('score', scoreData(row, goal))
      if (goal) alerts.push('goal')
      if (after.red > prev.red) alerts.push('red')
    }
    if (alerts.length > 0 && before && (await this.mayWrite())) {
      for (const a of await recordAlerts(this.db, row, alerts, now)) this.log(`[alert] would send template ${a.template_id} to user ${a.user_id}: ${a.text}`)
    }
  }

  private async detailState(m: MatchDbRow, now: number): Promise<DetailState> {
    const d = await detailAt(this.db, m, now, false, [null, null])
    const odds = new Map<number, [number, number, number]>()
    for (const c of await this.companyOdds(m.id)) {
      const p = this.revealedOdds(c.history, now)
      odds.set(c.companyId, [p.europe[0], p.asia[0], p.ou[0]])
    }
    return {
      events: d.basics_match_event.reduce((n, g) => n + g.events.length, 0),
      lines: d.basics_text_broadcast.length,
      stats: JSON.stringify([d.home_team_array, d.away_team_array]),
      momentum: await this.newestBarKey(m, now),
      odds,
    }
  }

  /** the newest bar of the momentum graph as a comparable key ('' before kickoff) */
  private async newestBarKey(m: MatchDbRow, now: number): Promise<string> {
    const bar = (await momentumAt(this.db, m, now)).bins.at(-1)
    return bar ? `${bar.from}|${bar.home}|${bar.away}` : ''
  }

  /** the momentum graph's newest bar, when it changed since the last push */
  private async publishMomentum(m: MatchDbRow, now: number, before: DetailState, at: number): Promise<void> {
    const g = await momentumAt(this.db, m, now)
    const bar = g.bins.at(-1)
    const key = bar ? `${bar.from}|${bar.home}|${bar.away}` : ''
    if (bar && key !== before.momentum) this.out.publish(matchTopic(m.id), 'momentum', { match_id: m.id, from: bar.from, home: bar.home, away: bar.away, minutes_shown: g.minutes_shown }, at)
    before.momentum = key
  }

  private async companyOdds(matchId: number) {
    let list = this.oddsCache.get(matchId)
    if (!list) {
      const companies = (await refs(this.db)).companies
      const ids = await companiesWithOdds(this.db, matchId)
      list = (await Promise.all(ids.map(async (companyId) => {
        const history = await storedOddsHistory(this.db, matchId, companyId)
        return history ? [{ companyId, company: companies.get(companyId)?.name ?? '', history }] : []
      }))).flat()
      if (this.oddsCache.size > 500) this.oddsCache.clear()
      this.oddsCache.set(matchId, list)
    }
    return list
  }

  /** the last point of each market published by `now` (the opening one before that, as the odds endpoint shows) */
  private revealedOdds(h: OddsHistory, now: number) {
    const last = <T extends [number, ...number[]]>(points: T[]): T => {
      let seen = points[0]
      for (const p of points) if (p[0] <= now) seen = p
      return seen
    }
    return { europe: last(h.europe), asia: last(h.asia), ou: last(h.ou) }
  }

  private async compareDetail(m: MatchDbRow, now: number): Promise<void> {
    this.work.details++
    const before = this.details.get(m.id)
    if (!before) {
      this.details.set(m.id, await this.detailState(m, now))
      return
    }
    const id = m.id
    const topic = matchTopic(id)
    const at = Date.now()
    const d = await detailAt(this.db, m, now, false, [null, null])
    const events = d.basics_match_event.flatMap((g) => g.events.map((event) => ({ period: g.period, event }))).sort((a, b) => a.event.id - b.event.id)
    for (const e of events) if (e.event.id > before.events) this.out.publish(topic, 'event', { match_id: id, period: e.period, event: e.event }, at)
    before.events = events.length
    for (const line of d.basics_text_broadcast) if (line.id > before.lines) this.out.publish(topic, 'commentary', { match_id: id, line }, at)
    before.lines = d.basics_text_broadcast.length
    const stats = JSON.stringify([d.home_team_array, d.away_team_array])
    if (stats !== before.stats) this.out.publish(topic, 'stats', { match_id: id, home: d.home_team_array, away: d.away_team_array }, at)
    before.stats = stats
    await this.publishMomentum(m, now, before, at)
    for (const c of await this.companyOdds(id)) {
      const p = this.revealedOdds(c.history, now)
      const seen = before.odds.get(c.companyId)
      const data: LiveOddsData = { match_id: id, company_id: c.companyId, company: c.company }
      if (!seen || seen[0] !== p.europe[0]) data.europe = { at: p.europe[0], home: p.europe[1], draw: p.europe[2], away: p.europe[3] }
      if (!seen || seen[1] !== p.asia[0]) data.asia = { at: p.asia[0], home: p.asia[1], line: p.asia[2], line_text: handicapText(p.asia[2]), away: p.asia[3] }
      if (!seen || seen[2] !== p.ou[0]) data.ou = { at: p.ou[0], over: p.ou[1], line: p.ou[2], line_text: overUnderText(p.ou[2]), under: p.ou[3] }
      if (data.europe || data.asia || data.ou) this.out.publish(topic, 'odds', data, at)
      before.odds.set(c.companyId, [p.europe[0], p.asia[0], p.ou[0]])
    }
  }
}
