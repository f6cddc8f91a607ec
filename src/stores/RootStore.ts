import { AppStore } from './appStore'
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
}

/** the one instance the app runs on (services use it directly; components via useStores) */
export const rootStore = new RootStore()
