import { reaction } from 'mobx'
import type { MatchRow } from '@contract/football'
import { configureSession } from '@/services/session'
import { liveSocket } from '@/services/liveSocket'
// the feature stores by path, not through the features' index.ts: this module builds the root store on
// import, and a feature's index loads components that import it back (a cycle with half-loaded exports)
import { GoalAlertStore } from '../features/match/stores/goalAlertStore'
import { AlertSettingsStore } from '../features/match/stores/alertSettingsStore'
import { AppStore } from './appStore'
import { BackendStore } from './backendStore'
import { MatchListStore } from '../features/match/stores/matchListStore'
import { MatchFollow } from '../features/match/stores/matchFollow'
import { MemberStore } from '../features/account/stores/memberStore'
import { CoinPurchaseStore } from '../features/money/stores/coinPurchaseStore'
import { RegionPickStore } from './regionPickStore'
import { UserStore } from './userStore'

/** owns every domain store; pages reach it through useStores() */
export class RootStore {
  readonly user = new UserStore()
  readonly app = new AppStore()
  /** which of the contract's extensions the backend serves (docs/product/api.md, Two parts) */
  readonly backend = new BackendStore()
  readonly region = new RegionPickStore()
  /** the signed-in user's member info (profile, coins, VIP, counts); null when logged out */
  readonly member = new MemberStore(this.user)
  /** buying with coins from any screen; remembers the key of a purchase whose answer never came */
  readonly coinPurchases = new CoinPurchaseStore(() => this.member.refresh({ silent: true }))
  /** the followed matches' goal / red card / half-time / full-time banner on every page */
  /** 设置 › 比赛提醒: which kinds of alert, by default and per followed team and match (server-kept) */
  readonly alertSettings = new AlertSettingsStore()
  readonly goalAlerts = new GoalAlertStore(() => this.user.isLoggedIn, undefined, undefined, (m) => this.alertSettings.kindsFor(m))
  /** following a match from any screen (list rows, the match detail): the goal alerts hear of each change */
  readonly matchFollow = new MatchFollow((match: MatchRow, followed: boolean) => this.goalAlerts.followChanged(match, followed))
  private matchList: MatchListStore | null = null
  /** the matches tab: day, status, competition, live-patched rows; made on first use, so its day is the day the tab opens */
  get matches(): MatchListStore {
    this.matchList ??= new MatchListStore(() => this.user.isLoggedIn, undefined, this.matchFollow)
    return this.matchList
  }

  constructor() {
    // another user (or none): the socket starts over to authenticate as them, and their followed matches are listened to
    reaction(
      () => this.user.userInfo?.token ?? null,
      () => {
        liveSocket.restart()
        this.alertSettings.userChanged()
        // the new user's alert kinds, for the banners while the app is shown
        if (this.user.isLoggedIn && this.goalAlerts.appIsShown) void this.alertSettings.load()
        this.goalAlerts.userChanged()
      },
    )
  }

  /** the session port the services use (request wrapper, uploads, login guard, account flows) */
  wireSession(): void {
    configureSession({
      currentUser: () => this.user.userInfo,
      signIn: (info, member) => {
        this.user.signIn(info)
        this.member.set(member)
      },
      refreshMember: (opts) => this.member.refresh(opts),
      logout: () => this.user.logout(),
      clearStorage: () => this.user.clearStorage(),
    })
  }
}

/** the one instance the app runs on (components reach it via useStores; services via the session port) */
export const rootStore = new RootStore()
rootStore.wireSession()
