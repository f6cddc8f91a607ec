import Taro from '@tarojs/taro'
import { makeAutoObservable } from 'mobx'
import type { UserInfo } from '@contract/api/account'
import { clearStored, readStored, writeStored } from '@/platform/storage'
import { pageChanged } from '@/platform/pageChange'
import { routeUrl } from '@/navigation/routes'
import { STORAGE_USER_ID, STORAGE_USER_INFO } from '@/services/session'

export const USER_CENTER_URL = routeUrl('userCenter')

function readStoredUser(): UserInfo | null {
  const info = readStored(STORAGE_USER_INFO) as UserInfo | '' | undefined
  return info && typeof info === 'object' && info.token ? info : null
}

/** the signed-in user, mirrored in storage: logged in means user info is stored (docs/product/states.md) */
export class UserStore {
  userInfo: UserInfo | null = readStoredUser()

  constructor() {
    makeAutoObservable(this)
  }

  /** re-reads the stored user (React Native fills its storage only after the app starts) */
  restore(): void {
    this.userInfo = readStoredUser()
  }

  get isLoggedIn(): boolean {
    return this.userInfo !== null
  }

  get isExpert(): boolean {
    return this.userInfo?.is_expert === 1
  }

  /** after login: keep the user in memory and in storage under the product's keys */
  signIn(info: UserInfo): void {
    this.userInfo = info
    writeStored(STORAGE_USER_INFO, info)
    writeStored(STORAGE_USER_ID, info.user_id)
  }

  /** profile edits (nickname, avatar, expert flag) keep the token */
  update(patch: Partial<Omit<UserInfo, 'token' | 'user_id' | 'uid'>>): void {
    if (!this.userInfo) return
    this.userInfo = { ...this.userInfo, ...patch }
    writeStored(STORAGE_USER_INFO, this.userInfo)
  }

  /** wipes every stored key (docs/product/states.md) and forgets the user, without navigating */
  clearStorage(): void {
    clearStored()
    this.userInfo = null
  }

  /**
   * docs/product/states.md: logout clears all local storage and relaunches to the personal center; resolves once
   * that page is on screen (a toast about the logout shown earlier would vanish with the relaunch)
   */
  logout(): Promise<void> {
    this.clearStorage()
    return pageChanged(USER_CENTER_URL, () => Taro.reLaunch({ url: USER_CENTER_URL }))
  }
}
