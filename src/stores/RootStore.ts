import { AppStore } from './appStore'
import { MatchListStore } from './matchStore'
import { MemberStore } from './memberStore'
import { RegionPickStore } from './regionPickStore'
import { UserStore } from './userStore'

/** owns every domain store; pages reach it through useStores() */
export class RootStore {
  readonly user = new UserStore()
  readonly app = new AppStore()
  readonly region = new RegionPickStore()
  /** the signed-in user's member info (profile, coins, VIP, counts); null when logged out */
  readonly member = new MemberStore(this.user)
  private matchList: MatchListStore | null = null
  /**
   * the matches tab: day, status, competition, live-patched rows. Created on first use: it calls
   * the request wrapper, which imports this module, so it cannot be built while this module loads.
   */
  get matches(): MatchListStore {
    this.matchList ??= new MatchListStore(() => this.user.isLoggedIn)
    return this.matchList
  }
}

/** the one instance the app runs on (services use it directly; components via useStores) */
export const rootStore = new RootStore()
