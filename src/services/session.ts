import type { MemberInfo, UserInfo } from '@contract/api/account'

/**
 * The session port: how services (the request wrapper, uploads, the login guard, account flows)
 * learn who is signed in and end or start a session, without importing the stores. Stores call
 * services, never the reverse; the root store wires this once when it is created
 * (src/stores/RootStore.ts), and unit tests may wire their own.
 */
export interface SessionPort {
  /** the signed-in user, null when logged out */
  currentUser(): UserInfo | null
  /** keeps a user who just signed in, with the member info fetched for them */
  signIn(info: UserInfo, member: MemberInfo): void
  /** fetches the signed-in user's member info again (coins, VIP, profile changed on the server) */
  refreshMember(opts?: { silent?: boolean }): Promise<MemberInfo>
  /** docs/product/states.md logout: clears all local storage and relaunches to the personal center; resolves once it shows */
  logout(): Promise<void>
  /** wipes every stored key and forgets the user, without navigating */
  clearStorage(): void
}

/** storage keys of the signed-in user, fixed by docs/product/entities.md */
export const STORAGE_USER_INFO = 'userInfo'
export const STORAGE_USER_ID = 'user_id'

/** before wiring (a unit test that builds no root store): nobody is signed in and there is nothing to end */
const noSession: SessionPort = {
  currentUser: () => null,
  signIn: () => undefined,
  refreshMember: () => Promise.reject(new Error('no session wired: configureSession first')),
  logout: () => Promise.resolve(),
  clearStorage: () => undefined,
}

let port: SessionPort = noSession

/** called once at app start by the root store */
export function configureSession(next: SessionPort): void {
  port = next
}

/** the wired session */
export function session(): SessionPort {
  return port
}

/**
 * 我的's counts (关注, 粉丝, 帖子) moved: a follow or a post succeeded. Fetches the member info again
 * in the background so the personal center shows the server's counts at once; a failure is left
 * to the next show of 我的.
 */
export function countsChanged(): void {
  if (port.currentUser()) void port.refreshMember({ silent: true }).catch(() => undefined)
}
