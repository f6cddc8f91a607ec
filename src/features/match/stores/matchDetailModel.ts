import { makeAutoObservable, runInAction } from 'mobx'
import type { AnalysisRes, LineupRes, MatchIntelRes, OddsToolsRes } from '@contract/api/match'
import type { MomentumRes, RatingsRes } from '@contract/api/match.centre'
import type { MatchDetail } from '@contract/football'
import { MatchStatus, isLiveStatus } from '@contract/match-status'
import type { MatchPredictionRow } from '@contract/prediction'
import {
  fetchAnalysis,
  fetchLineup,
  fetchMatchDetail,
  fetchMatchPredictions,
  fetchMomentum,
  fetchRatings,
} from '@/features/match/services/matches'
import { matchTopic, type LiveMessage } from '@/services/liveSocket'
import { applyToDetail } from '@/features/match/utils/livePatch'
import { applyToMomentum } from '@/features/match/utils/momentumPatch'
import { ListModel } from '@/stores/models/ListModel'
import { LIVE_SAFETY_POLL_MS, LiveFeed, type LiveChannel } from './liveFeed'
import { ChatRoomModel } from './chatRoomModel'
import { fetchMatchIntel, fetchOddsTools } from '@/features/match/services/live'
import { OddsBoardModel } from './oddsBoardModel'
import { MatchFollow } from './matchFollow'
import { ResourceModel } from '@/stores/models/ResourceModel'
import { network } from '@/stores/networkStatus'
import { Poller } from '@/stores/models/Poller'
import type { Extension } from '@contract/contract-parts'
import { extensionServed } from '@/services/backendExtensions'
import { LIVE_POLL_MS } from './matchListStore'

export type DetailTab = 'live' | 'chat' | 'stats' | 'lineup' | 'analysis' | 'index' | 'experts'

interface DetailTabItem {
  key: DetailTab
  label: string
  /** shown only while the pay-module flag is on (docs/product/pay-module.md: paid predictions are an entry to buying) */
  paid: boolean
}

export const DETAIL_TABS: readonly DetailTabItem[] = [
  { key: 'live', label: '直播', paid: false },
  { key: 'stats', label: '统计', paid: false },
  { key: 'lineup', label: '阵容', paid: false },
  { key: 'analysis', label: '分析', paid: false },
  { key: 'index', label: '指数', paid: false },
  { key: 'chat', label: '聊天室', paid: false },
  { key: 'experts', label: '专家', paid: true },
]

/** a match not started is refreshed only from this long before its kickoff (lineups, then the whistle) */
export const PRE_KICKOFF_REFRESH_MS = 60 * 60_000

/** a match still worth refreshing: live, or about to kick off while the page is open */
export function stillMoving(m: MatchDetail, now: number = Date.now()): boolean {
  if (isLiveStatus(m.status_id)) return true
  return m.status_id === MatchStatus.NOT_STARTED && m.start_at - now <= PRE_KICKOFF_REFRESH_MS
}

/**
 * One open match detail: the match (refreshed while it is live and the page is shown) and
 * each tab's data, loaded the first time the tab is opened.
 */
export class MatchDetailModel {
  /** the tab the user chose; `tab` is what shows (a paid tab falls back while the flag is off) */
  private chosenTab: DetailTab = 'live'
  readonly detail: ResourceModel<MatchDetail>
  readonly lineup: ResourceModel<LineupRes>
  /** 统计's momentum graph: loaded with the tab, then one bar per push */
  readonly momentum: ResourceModel<MomentumRes>
  /** 阵容's player ratings: loaded with the tab, read again when an event or the status is pushed */
  readonly ratings: ResourceModel<RatingsRes>
  readonly analysis: ResourceModel<AnalysisRes>
  /** 分析: 伤停 and the expected line-ups */
  readonly intel: ResourceModel<MatchIntelRes>
  /** 指数: 凯利指数, 离散度, 盘路 */
  readonly oddsTools: ResourceModel<OddsToolsRes>
  /** 聊天室 */
  readonly chat: ChatRoomModel
  /** the 指数 tab */
  readonly oddsBoard: OddsBoardModel
  /** the 专家 tab: the experts' predictions on this match, paged */
  readonly predictions: ListModel<MatchPredictionRow>
  /** this match's pushed changes while the page is shown (the poll runs only while it is down) */
  readonly live: LiveFeed
  private readonly poller: Poller
  /** the last live read got no answer; cleared by the next update that arrives (as on 赛事's list) */
  updateFailed = false
  /** screens of this match's topic besides the detail itself (the chat room) */
  private readonly listeners = new Set<(message: LiveMessage) => void>()

  /**
   * @param isPayModuleOn reads the pay-module flag (the app store's); off by default, as the
   *   flag is until the server says otherwise
   */
  constructor(
    readonly id: number,
    private readonly isPayModuleOn: () => boolean = () => false,
    channel?: LiveChannel,
    /** the app's one follow logic (RootStore's, which tells the goal alerts); its own in tests */
    private readonly follows: MatchFollow = new MatchFollow(),
    /** whether the backend serves an extension (the page passes the observable BackendStore.has) */
    private readonly served: (ext: Extension) => boolean = (ext) => extensionServed(ext) === true,
  ) {
    this.live = new LiveFeed(() => [matchTopic(id)], (m) => this.onLiveMessage(m), (up) => this.onLiveStatus(up), channel)
    this.detail = new ResourceModel(() => fetchMatchDetail(id))
    this.lineup = new ResourceModel(() => fetchLineup(id))
    this.momentum = new ResourceModel(() => fetchMomentum(id))
    this.ratings = new ResourceModel(() => fetchRatings(id))
    this.analysis = new ResourceModel(() => fetchAnalysis(id))
    this.intel = new ResourceModel(() => fetchMatchIntel(id))
    this.oddsTools = new ResourceModel(() => fetchOddsTools(id))
    this.chat = new ChatRoomModel(id)
    this.oddsBoard = new OddsBoardModel(id)
    this.predictions = new ListModel((page, limit) => fetchMatchPredictions(id, page, limit))
    this.poller = new Poller(() => this.refreshLive(), () => (this.live.up ? LIVE_SAFETY_POLL_MS : LIVE_POLL_MS))
    makeAutoObservable<MatchDetailModel, 'poller' | 'isPayModuleOn' | 'listeners' | 'onLiveStatus' | 'follows' | 'served'>(this, {
      id: false,
      live: false,
      listeners: false,
      onLiveStatus: false,
      detail: false,
      lineup: false,
      momentum: false,
      ratings: false,
      analysis: false,
      intel: false,
      oddsTools: false,
      chat: false,
      oddsBoard: false,
      predictions: false,
      poller: false,
      isPayModuleOn: false,
      follows: false,
      served: false,
    })
  }

  /**
   * The live minute and score on screen may be behind, by the same rule as 赛事's list
   * (MatchListStore.liveStale): a live match, no pushed feed, and a read that got no answer or no
   * network. The header greys its minute and the page says 数据更新中断 until news arrives again.
   */
  get liveStale(): boolean {
    const m = this.detail.data
    return m !== null && isLiveStatus(m.status_id) && !this.live.up && (this.updateFailed || network.deviceOffline)
  }

  /** the tabs shown now: the paid ones only while the pay module is on, 聊天室 only where the backend serves chat */
  get tabs(): readonly DetailTabItem[] {
    const payModule = this.isPayModuleOn()
    const chat = this.served('api/Game/chat_list')
    return DETAIL_TABS.filter((t) => (payModule || !t.paid) && (chat || t.key !== 'chat'))
  }

  /** 统计's momentum graph: an extension, so absent (not an error) on a backend without it */
  get showsMomentum(): boolean {
    return this.served('api/Game/match_momentum')
  }

  /** 阵容's player ratings */
  get showsRatings(): boolean {
    return this.served('api/Game/match_ratings')
  }

  /** 分析's 伤停 / 情报 */
  get showsIntel(): boolean {
    return this.served('api/Game/match_intel')
  }

  /** 指数's 凯利指数 / 离散度 / 盘路 */
  get showsOddsTools(): boolean {
    return this.served('api/Game/odds_tools')
  }

  /** the tab shown: the chosen one, or the first while the chosen one is hidden (the flag went off) */
  get tab(): DetailTab {
    return this.tabs.some((t) => t.key === this.chosenTab) ? this.chosenTab : this.tabs[0].key
  }

  /** opens a tab and loads its data the first time; a hidden tab cannot be opened */
  setTab(tab: DetailTab): void {
    if (!this.tabs.some((t) => t.key === tab)) return
    this.chosenTab = tab
    if (!this.tabLoadStarted(tab)) void this.loadTab(tab)
  }

  /** pull-to-refresh: the match and the open tab */
  async refresh(): Promise<void> {
    await Promise.all([this.detail.load(), this.loadTab(this.tab)])
  }

  /** reach-bottom: the next page of the open tab, if it is a paged one */
  loadMore(): void {
    if (this.tab === 'experts') void this.predictions.loadMore()
  }

  /**
   * 关注 / 已关注 on the scoreboard: the same follow as a 赛事 row's star (flips at once, the
   * server's answer decides, the mini program asks for the subscription messages, the goal alerts
   * hear of it). The page checks login first (withLogin).
   */
  async toggleFollow(): Promise<void> {
    const match = this.detail.data
    if (!match) return
    await this.follows.toggle(match, (followed) => {
      const current = this.detail.data
      if (current && current.followed !== followed) this.detail.replace({ ...current, followed })
    })
  }

  /** the page is shown: hold the match's topic, and poll while the socket is down */
  startLive(): void {
    this.live.start()
    this.poller.start()
  }

  stopLive(): void {
    this.live.stop()
    this.poller.stop()
  }

  /** another part of the page (the chat room) hears this match's messages; returns the release */
  listen(listener: (message: LiveMessage) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** a pushed change: score, minute, status, events, commentary and stats patch the match; odds reload the 指数 tab, line-ups the 阵容 tab */
  onLiveMessage(message: LiveMessage): void {
    // pushes were lost on the way (the gap rule, src/services/liveSocket.ts): read the match again
    if (message.gap) this.catchUp()
    for (const listener of this.listeners) listener(message)
    if (message.type === 'chat') {
      this.chat.onLiveMessage(message)
      return
    }
    const current = this.detail.data
    if (current) {
      const next = applyToDetail(current, message)
      if (next) this.detail.replace(next)
    }
    this.onMatchCentreMessage(message)
    // 首发公布: an open 阵容 (or one loading) reads the confirmed line-ups; one already confirmed has nothing new
    if (message.type === 'lineups' && (this.lineup.loading || (this.lineup.loaded && this.lineup.data?.confirmed !== true))) void this.lineup.load()
    if (message.type === 'odds') {
      if (this.oddsBoard.odds.loaded && !this.oddsBoard.odds.loading) void this.oddsBoard.odds.load()
      if (this.oddsTools.loaded && !this.oddsTools.loading) void this.oddsTools.load()
    }
  }

  /** the momentum graph takes its newest bar and marks; the ratings are read again after an event or a status change */
  private onMatchCentreMessage(message: LiveMessage): void {
    const graph = this.momentum.data
    if (graph) {
      const next = applyToMomentum(graph, message)
      if (next) this.momentum.replace(next)
    }
    if ((message.type === 'event' || message.type === 'status') && this.ratings.loaded && !this.ratings.loading) void this.ratings.load()
  }

  /** pushes may have been missed (the socket was down, or a number was skipped): one read of each shown part catches up */
  private catchUp(): void {
    if (this.detail.loaded) void this.refreshLive().catch(() => undefined)
    // the pushes carry only the newest bar: bars missed come with one read
    if (this.momentum.loaded && !this.momentum.loading) void this.momentum.load()
    // a lost chat push: the room's last messages again (pushed ones kept)
    if (this.chat.loaded && !this.chat.loading) void this.chat.load()
  }

  private onLiveStatus(up: boolean): void {
    if (up) this.updateFailed = false
    // back up: one read catches up on what was missed while it was down
    if (up) this.catchUp()
    if (this.poller.isActive) {
      this.poller.stop()
      this.poller.start()
    }
  }

  /** the data a tab loads besides the match itself (live comes with the match, stats adds the momentum graph; experts is a list) */
  private resourceOf(tab: DetailTab): ResourceModel<unknown> | null {
    if (tab === 'lineup') return this.lineup
    if (tab === 'stats') return this.showsMomentum ? this.momentum : null
    if (tab === 'analysis') return this.analysis
    if (tab === 'index') return this.oddsBoard.odds
    return null
  }

  /** whether the tab's data has been asked for already (answered or in flight) */
  private tabLoadStarted(tab: DetailTab): boolean {
    if (tab === 'experts') return this.predictions.loaded || this.predictions.busy
    if (tab === 'chat') return this.chat.loaded || this.chat.loading
    if (tab === 'analysis') return this.analysis.loaded || this.analysis.loading
    const resource = this.resourceOf(tab)
    return !resource || resource.loaded || resource.loading
  }

  /** loads the tab's data again (a list from its first page) */
  private async loadTab(tab: DetailTab): Promise<void> {
    if (tab === 'experts') return this.predictions.refresh()
    if (tab === 'chat') return this.chat.load()
    if (tab === 'analysis') {
      await Promise.all([this.analysis.load(), this.showsIntel && this.intel.load()])
      return
    }
    if (tab === 'index') {
      await Promise.all([this.oddsBoard.odds.load(), this.showsOddsTools && this.oddsTools.load()])
      return
    }
    if (tab === 'lineup') {
      await Promise.all([this.lineup.load(), this.showsRatings && this.ratings.load()])
      return
    }
    await this.resourceOf(tab)?.load()
  }

  private async refreshLive(): Promise<void> {
    const m = this.detail.data
    if (m && !stillMoving(m)) return
    await this.detail.load()
    runInAction(() => (this.updateFailed = this.detail.error !== null))
  }
}
