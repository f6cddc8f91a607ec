import { action, makeObservable, observable, observableRef } from 'mobx'
import type { MatchRow } from '@contract/football'
import { MatchStatus } from '@contract/match-status'
import { ALERT_KIND_LABEL, DEFAULT_ALERT_KINDS, LIVE_WATCH_AHEAD_MS, type AlertKind } from '@contract/live'
import { readStored, writeStored } from '@/platform/storage'
import { matchIdOf, matchTopic, type LiveMessage } from '@/services/liveSocket'
import { fetchFollowedMatches } from '@/features/match/services/matches'
import { fetchFollowedTeamMatches } from '@/features/match/services/teams'
import { extensionServed } from '@/services/backendExtensions'
import { parseScore } from '@/utils/score'
import { patchRow, rowPatchOf } from '@/features/match/utils/livePatch'
import { LiveFeed, type LiveChannel } from './liveFeed'

/** how long an alert banner stays on screen */
export const ALERT_BANNER_MS = 5_000
/** local switch of 设置 → 比赛提醒 (stored as '0' when turned off; on by default) */
export const STORAGE_GOAL_ALERTS = 'goal_alerts'
/** the followed matches listened to at most (the server caps a connection's topics) */
export const MAX_ALERT_MATCHES = 40
/** setTimeout's longest wait (a 32-bit signed count of ms) */
const MAX_TIMER_MS = 2 ** 31 - 1

export type { AlertKind }

export interface AlertBanner {
  /** changes with every banner, so the same text twice still shows again */
  key: number
  matchId: number
  kind: AlertKind
  /** '开赛' / '进球' / '红牌' / '半场' / '完场' / '首发公布' */
  title: string
  /** teams and score, e.g. '曼联 1-0 利物浦' ('曼联 vs 利物浦' before kickoff) */
  text: string
  /** minute and player, e.g. "23' 拉什福德" */
  detail: string
}

const GOAL_EVENTS = new Set(['goal', 'penalty_goal', 'own_goal'])
const RED_EVENTS = new Set(['red', 'second_yellow'])

/** the banner's second line for the kinds without a minute and player */
const DETAILS: Partial<Record<AlertKind, string>> = { full_time: '比赛结束', half_time: '上半场结束', kickoff: '比赛开始' }

function goalsOf(score: string): number {
  const s = parseScore(score)
  return s ? s.home + s.away : 0
}

/**
 * What the alerts listen to: the followed matches, and each followed team's live or next match
 * (issue 24). A failure of the teams' list keeps the matches.
 */
export async function fetchMatchesToAlert(): Promise<MatchRow[]> {
  const [matches, teams] = await Promise.all([
    fetchFollowedMatches(1, MAX_ALERT_MATCHES),
    extensionServed('api/Game/followed_team_matches') === false ? { list: [] as MatchRow[] } : fetchFollowedTeamMatches().catch(() => ({ list: [] as MatchRow[] })),
  ])
  const seen = new Set(matches.list.map((m) => m.id))
  return [...matches.list, ...teams.list.filter((m) => !seen.has(m.id))]
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** the two formations of a `lineups` message ('4-3-3 vs 4-4-2'), '' when it has none */
function formationsOf(data: unknown): string {
  if (!isRecord(data) || !isRecord(data.home) || !isRecord(data.away)) return ''
  const { home, away } = data
  return typeof home.formation === 'string' && typeof away.formation === 'string' && home.formation && away.formation ? `${home.formation} vs ${away.formation}` : ''
}

/**
 * Alerts of the matches the user follows, and of the followed teams' matches, on any page while the app is open: a goal, a red card,
 * kickoff, half time, the final whistle and the line-ups' announcement show a banner for a few seconds (tap opens the match). The
 * followed matches still to be played or in play are listened to through the push channel while
 * the app is shown; 设置 turns the alerts off (kept on this device).
 */
export class GoalAlertStore {
  enabled = readStored(STORAGE_GOAL_ALERTS) !== '0'
  banner: AlertBanner | null = null
  /** followed matches not finished, as last known */
  private readonly followed = new Map<number, MatchRow>()
  private readonly seenEvents = new Set<number>()
  /** matches whose line-up announcement was shown (the server sends it once; a resend is not news) */
  private readonly seenLineups = new Set<number>()
  private readonly feed: LiveFeed
  private hideTimer: ReturnType<typeof setTimeout> | null = null
  private windowTimer: ReturnType<typeof setTimeout> | null = null
  private shown = false
  private bannerKey = 0

  constructor(
    private readonly isLoggedIn: () => boolean,
    channel?: LiveChannel,
    private readonly fetchFollowed: () => Promise<MatchRow[]> = fetchMatchesToAlert,
    /** the kinds 设置 › 比赛提醒 switches on for a match (AlertSettingsStore.kindsFor) */
    private readonly kindsFor: (match: MatchRow) => readonly AlertKind[] = () => DEFAULT_ALERT_KINDS,
  ) {
    this.feed = new LiveFeed(() => this.topics(), (m) => this.onLiveMessage(m), () => undefined, channel)
    makeObservable<GoalAlertStore, 'show'>(this, {
      enabled: observable,
      banner: observableRef,
      setEnabled: action,
      dismiss: action,
      show: action,
    })
  }

  /**
   * The followed matches the server lets a socket hold now (live, or kicking off within
   * LIVE_WATCH_AHEAD_MS by this device's clock), soonest first: a match days ahead would only be
   * refused, and would take a place of the capped list from one that is about to start.
   */
  private topics(): string[] {
    if (!this.enabled || !this.isLoggedIn()) return []
    const horizon = Date.now() + LIVE_WATCH_AHEAD_MS
    return [...this.followed.values()]
      .filter((m) => m.start_at <= horizon)
      .sort((a, b) => a.start_at - b.start_at)
      .slice(0, MAX_ALERT_MATCHES)
      .map((m) => matchTopic(m.id))
  }

  /** listens again when the next followed match comes within LIVE_WATCH_AHEAD_MS (an app left open for days) */
  private watchNextWindow(): void {
    if (this.windowTimer) clearTimeout(this.windowTimer)
    this.windowTimer = null
    const horizon = Date.now() + LIVE_WATCH_AHEAD_MS
    const later = [...this.followed.values()].filter((m) => m.start_at > horizon).map((m) => m.start_at)
    if (!this.feed.active || later.length === 0) return
    // a second after it enters the window, so a device clock a little ahead is not refused
    const wait = Math.min(Math.min(...later) - horizon + 1_000, MAX_TIMER_MS)
    this.windowTimer = setTimeout(() => {
      this.windowTimer = null
      this.feed.restart()
      this.watchNextWindow()
    }, wait)
  }

  /** the app is shown: learn the followed matches again and listen to them */
  async appShown(): Promise<void> {
    this.shown = true
    if (!this.enabled || !this.isLoggedIn()) {
      this.feed.stop()
      this.watchNextWindow()
      return
    }
    try {
      this.setFollowed(await this.fetchFollowed())
    } catch {
      // keep what was known; the next show tries again
    }
    if (!this.shown) return
    if (this.feed.active) this.feed.restart()
    else this.feed.start()
    this.watchNextWindow()
  }

  /** the app is in the foreground (appShown came last) */
  get appIsShown(): boolean {
    return this.shown
  }

  /** the app went to the background: nothing is listened to */
  appHidden(): void {
    this.shown = false
    this.feed.stop()
    this.watchNextWindow()
  }

  /** someone else logged in, or nobody: while the app is shown, listen to their followed matches */
  userChanged(): void {
    if (this.shown) void this.appShown()
  }

  /** a team was followed or unfollowed: learn again which matches to listen to */
  teamsChanged(): void {
    if (this.shown) void this.appShown()
  }

  /** a follow star changed on a list: listen to that match from now on, or stop */
  followChanged(match: MatchRow, followed: boolean): void {
    if (followed && match.status_id !== MatchStatus.FINISHED && match.status_id !== MatchStatus.POSTPONED) this.followed.set(match.id, match)
    else this.followed.delete(match.id)
    this.feed.restart()
    this.watchNextWindow()
  }

  /** 设置's switch: off stops listening at once */
  setEnabled(on: boolean): void {
    this.enabled = on
    writeStored(STORAGE_GOAL_ALERTS, on ? '1' : '0')
    if (!on) {
      this.feed.stop()
      this.watchNextWindow()
      this.dismiss()
    } else if (this.shown) void this.appShown()
  }

  dismiss(): void {
    if (this.hideTimer) clearTimeout(this.hideTimer)
    this.hideTimer = null
    this.banner = null
  }

  onLiveMessage(message: LiveMessage): void {
    if (!this.enabled) return
    const id = matchIdOf(message)
    const before = id === null ? undefined : this.followed.get(id)
    if (!before || id === null) return
    if (message.type === 'lineups') {
      this.onLineups(before, message.data)
      return
    }
    const patch = rowPatchOf(message)
    let after = patch ? patchRow(before, patch) : before
    let kind: AlertKind | null = null
    let detail = after.elapsed_text
    const data = isRecord(message.data) ? message.data : {}
    const event = isRecord(data.event) ? data.event : data
    if (message.type === 'event' && typeof event.id === 'number' && typeof event.type === 'string' && !this.seenEvents.has(event.id)) {
      this.seenEvents.add(event.id)
      const eventDetail = `${typeof event.minute_text === 'string' ? event.minute_text : ''} ${typeof event.player_name === 'string' ? event.player_name : ''}`.trim()
      if (RED_EVENTS.has(event.type)) {
        kind = 'red'
        detail = eventDetail
      } else if (GOAL_EVENTS.has(event.type) && typeof event.score === 'string' && goalsOf(event.score) > goalsOf(before.current_score)) {
        kind = 'goal'
        detail = eventDetail
        after = { ...after, current_score: event.score }
      }
    }
    // a score message alone (or before its event): the goal is alerted once, by whichever comes first
    if (!kind && goalsOf(after.current_score) > goalsOf(before.current_score)) kind = 'goal'
    if (!kind && after.status_id !== before.status_id) {
      if (before.status_id === MatchStatus.NOT_STARTED && after.status_id === MatchStatus.FIRST_HALF) kind = 'kickoff'
      if (after.status_id === MatchStatus.HALF_TIME) kind = 'half_time'
      if (after.status_id === MatchStatus.FINISHED) kind = 'full_time'
    }
    if (after.status_id === MatchStatus.FINISHED) this.followed.delete(id)
    else this.followed.set(id, after)
    // only the kinds switched on for this match (its own, else its teams', else the default)
    if (!kind || !this.kindsFor(after).includes(kind)) return
    this.show({
      key: ++this.bannerKey,
      matchId: id,
      kind,
      title: ALERT_KIND_LABEL[kind],
      text: `${after.home_team.short_name} ${(after.current_score || '0:0').replace(':', '-')} ${after.away_team.short_name}`,
      detail: DETAILS[kind] ?? detail,
    })
  }

  /** 首发公布: '曼联 vs 利物浦' / '首发已公布 · 4-3-3 vs 4-4-2'; the tap opens the match's 阵容 */
  private onLineups(match: MatchRow, data: unknown): void {
    if (this.seenLineups.has(match.id)) return
    this.seenLineups.add(match.id)
    if (!this.kindsFor(match).includes('lineups')) return
    const formations = formationsOf(data)
    this.show({
      key: ++this.bannerKey,
      matchId: match.id,
      kind: 'lineups',
      title: ALERT_KIND_LABEL.lineups,
      text: `${match.home_team.short_name} vs ${match.away_team.short_name}`,
      detail: formations ? `首发已公布 · ${formations}` : '首发已公布',
    })
  }

  private setFollowed(list: readonly MatchRow[]): void {
    this.followed.clear()
    for (const m of list) {
      if (m.status_id !== MatchStatus.FINISHED && m.status_id !== MatchStatus.POSTPONED) this.followed.set(m.id, m)
    }
  }

  private show(banner: AlertBanner): void {
    this.banner = banner
    if (this.hideTimer) clearTimeout(this.hideTimer)
    this.hideTimer = setTimeout(() => this.dismiss(), ALERT_BANNER_MS)
  }
}
