import { makeAutoObservable } from 'mobx'
import type { TransferRow } from '@contract/api/match'
import type { Extension } from '@contract/contract-parts'
import { TEAM_TABS, type TeamTabKey } from '@contract/follow-rules'
import { fetchStandings, type Standings } from '@/features/match/services/footballData'
import {
  fetchPlayerCard, fetchTeamHome, fetchTeamSquad, fetchTeamStats, fetchTeamTransfers, setPlayerFollowed, setTeamFollowed,
  type FollowCount, type PlayerCard, type TeamHome, type TeamSquad, type TeamStats,
} from '@/features/match/services/teams'
import { sendAlertConsent } from '@/features/match/services/live'
import { fetchTeamHomeFromMatches } from '@/features/match/services/teamHomeFromMatches'
import { isUnavailable } from '@/services/apiError'
import { askSubscribeMessage, subscribeMessageAvailable } from '@/platform/subscribeMessage'
import { SUBSCRIBE_TEMPLATE_IDS } from '@/services/config'
import { ListModel } from '@/stores/models/ListModel'
import { OptimisticToggle } from '@/stores/models/OptimisticToggle'
import { ResourceModel } from '@/stores/models/ResourceModel'

/** what the models need to know of the backend (rootStore.backend) */
type BackendKnowledge = { lacks(ext: Extension): boolean }

/**
 * A team's home (RecentGames?team_id=): the first screen is one request (header and 赛程); 积分,
 * 阵容, 数据 and 转会 load the first time their tab opens. 关注 flips at once and takes the
 * server's follower count.
 */
export class TeamHomeModel {
  readonly home: ResourceModel<TeamHome>
  readonly table: ResourceModel<Standings>
  readonly squad: ResourceModel<TeamSquad>
  readonly stats: ResourceModel<TeamStats>
  readonly transfers: ListModel<TransferRow>
  tab: TeamTabKey = 'schedule'
  private readonly follows = new OptimisticToggle<FollowCount>((id, on) => setTeamFollowed(id, on), (a) => a.followed)

  constructor(
    readonly teamId: number,
    /** the server confirmed a follow or unfollow (RootStore: the goal alerts learn the team's matches) */
    private readonly onFollowChanged: () => void = () => undefined,
    private readonly backend: BackendKnowledge = { lacks: () => false },
  ) {
    // a backend without the team_home extension: the same 赛程 from the specification's match lists
    this.home = new ResourceModel(() => fetchTeamHome(teamId).catch((e: unknown) => (isUnavailable(e) ? fetchTeamHomeFromMatches(teamId) : Promise.reject(e))))
    this.table = new ResourceModel(() => {
      const leagueId = this.home.data?.header.league.id
      return leagueId ? fetchStandings(leagueId) : Promise.reject(new Error('球队信息未加载'))
    })
    this.squad = new ResourceModel(() => fetchTeamSquad(teamId))
    this.stats = new ResourceModel(() => fetchTeamStats(teamId))
    this.transfers = new ListModel((page, limit) => fetchTeamTransfers(teamId, page, limit))
    makeAutoObservable<TeamHomeModel, 'follows' | 'onFollowChanged' | 'backend'>(this, { home: false, table: false, squad: false, stats: false, transfers: false, teamId: false, follows: false, onFollowChanged: false, backend: false })
  }

  /** the tabs this backend can fill: 阵容 and 数据 are extensions (积分, 转会 and 赛程 are the specification's) */
  get tabs(): readonly TeamTabKey[] {
    return TEAM_TABS.filter((t) => !(t === 'squad' && this.backend.lacks('api/Game/team_squad')) && !(t === 'stats' && this.backend.lacks('api/Game/team_stats')))
  }

  /** 关注 and the follower count need the team_follow extension */
  get followable(): boolean {
    return !this.backend.lacks('api/Game/team_follow')
  }

  setTab(tab: TeamTabKey): void {
    this.tab = tab
    this.loadTab(false)
  }

  /** the open tab's data: loaded once, or again when `force` (pull-to-refresh) */
  loadTab(force: boolean): Promise<void> {
    if (this.tab === 'schedule') return force ? this.home.load() : Promise.resolve()
    if (this.tab === 'transfers') return force || !this.transfers.loaded ? this.transfers.refresh() : Promise.resolve()
    const model = this.tab === 'table' ? this.table : this.tab === 'squad' ? this.squad : this.stats
    return force || !model.loaded ? model.load() : Promise.resolve()
  }

  get followBusy(): boolean {
    return this.follows.isBusy(this.teamId)
  }

  /**
   * 关注 / 已关注 (the caller checks login first). On the mini program a follow also asks WeChat for
   * the alerts of the team's live or next match (asked from the tap itself, before any await, as
   * WeChat requires) and tells the server the answer, as a match's follow star does.
   */
  async toggleFollow(): Promise<void> {
    const data = this.home.data
    if (!data) return
    const was = data.header.followed
    const nextMatch = data.fixtures[0]
    const consent = !was && nextMatch && subscribeMessageAvailable && SUBSCRIBE_TEMPLATE_IDS.length > 0 ? askSubscribeMessage(SUBSCRIBE_TEMPLATE_IDS) : null
    const shown = await this.follows.toggle(this.teamId, was, (on, answer) => this.showFollow(on, answer))
    if (shown === was) return
    this.onFollowChanged()
    if (consent && shown) {
      const accepted = await consent
      void sendAlertConsent(nextMatch.id, SUBSCRIBE_TEMPLATE_IDS, accepted.length > 0).catch(() => undefined)
    }
  }

  private showFollow(on: boolean, answer: FollowCount | null): void {
    const data = this.home.data
    if (!data) return
    const was = data.header
    const followers = answer ? answer.followers : Math.max(0, was.followers + (on === was.followed ? 0 : on ? 1 : -1))
    this.home.replace({ ...data, header: { ...was, followed: on, followers } })
  }
}

/** a player's card over the team home (…&player_id=) */
export class PlayerCardModel {
  readonly card: ResourceModel<PlayerCard>
  private readonly follows = new OptimisticToggle<FollowCount>((id, on) => setPlayerFollowed(id, on), (a) => a.followed)

  constructor(
    readonly playerId: number,
    private readonly backend: BackendKnowledge = { lacks: () => false },
  ) {
    this.card = new ResourceModel(() => fetchPlayerCard(playerId))
    makeAutoObservable<PlayerCardModel, 'follows' | 'backend'>(this, { card: false, playerId: false, follows: false, backend: false })
  }

  /** the backend has no player cards: the page shows the team alone (or a way to the database) */
  get missing(): boolean {
    return this.backend.lacks('api/Game/player_card')
  }

  async toggleFollow(): Promise<void> {
    const data = this.card.data
    if (!data) return
    await this.follows.toggle(this.playerId, data.followed, (on, answer) => {
      const now = this.card.data
      if (!now) return
      const followers = answer ? answer.followers : Math.max(0, now.followers + (on === now.followed ? 0 : on ? 1 : -1))
      this.card.replace({ ...now, followed: on, followers })
    })
  }
}
