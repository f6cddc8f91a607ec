import type { MemberInfo, SmsScene, UserInfo } from '@contract/api/account'
import { maskMobile } from '@contract/validation/account'
import { getWechatLoginCode } from '@/platform/wechatLogin'
import { request } from '@/services/request'
import { session } from '@/services/session'
import { emitServiceEvent } from '@/services/serviceEvents'

/**
 * Sign-in, sign-up and the signed-in user's account. Pages call these; each resolves when the
 * server agreed and rejects with an ApiError carrying the server's reason, which forms show.
 */

export function sendSmsCode(mobile: string, scene: SmsScene) {
  return request('api/user/send', { mobile, scene })
}

/**
 * the member info changed on the server (a purchase, a verification): fetch it again into the
 * member store, for callers without the stores (the store's own `member.refresh()` does the same)
 */
export function refreshMember(opts: { silent?: boolean } = {}): Promise<MemberInfo> {
  return session().refreshMember(opts)
}

/** the signed-in user's member info (MemberStore.refresh keeps it for the personal center) */
export function fetchMember(opts: { silent?: boolean } = {}): Promise<MemberInfo> {
  return request('api/user/get_member', {}, { silent: opts.silent })
}

/**
 * docs/product/states.md: after login the member info is fetched; on success the user is kept and the app shell
 * is told (signedIn: 登录成功 for 1 s, then the personal center); otherwise nobody stays half
 * signed in and the shell says 登录失败 (signInFailed). Resolves whether the user is signed in.
 */
export async function completeLogin(info: UserInfo, opts: { registered?: boolean } = {}): Promise<boolean> {
  const identity = { user_id: info.user_id, uid: info.uid, token: info.token }
  let member: MemberInfo
  try {
    // asked with the new session's own identity: the user is kept only once this succeeds
    member = await request('api/user/get_member', identity, { silent: true })
  } catch {
    // the new session would stay valid on the server: end it (quietly, best effort) with its own token
    void request('api/user/logout', identity, { silent: true }).catch(() => undefined)
    emitServiceEvent({ type: 'signInFailed' })
    return false
  }
  session().signIn(info, member)
  emitServiceEvent(opts.registered ? { type: 'signedIn', registered: true } : { type: 'signedIn' })
  return true
}

export async function loginWithPassword(mobile: string, password: string): Promise<boolean> {
  return completeLogin(await request('api/user/login', { mobile, password }))
}

export async function loginWithSmsCode(mobile: string, code: string): Promise<boolean> {
  return completeLogin(await request('api/user/login', { mobile, code }))
}

/** mini program only (src/platform/wechatLogin): Taro.login's code signs in or creates the account */
export async function loginWithWechat(): Promise<boolean> {
  const code = await getWechatLoginCode()
  return completeLogin(await request('api/user/xin_login', { code }))
}

export async function register(mobile: string, code: string, password: string): Promise<boolean> {
  return completeLogin(await request('api/user/register', { mobile, code, password }), { registered: true })
}

/**
 * Password recovery. The server ends every session of that account, so when it is the account
 * signed in here (the stored mobile is masked: compare masked), the local user goes too.
 */
export async function resetPassword(mobile: string, code: string, password: string): Promise<void> {
  await request('api/user/zhaohuimima', { mobile, code, password })
  if (session().currentUser()?.mobile === maskMobile(mobile)) session().clearStorage()
}

/** ends the server session (best effort: a dead token is logged out all the same), then docs/product/states.md logout */
export async function logout(): Promise<void> {
  try {
    await request('api/user/logout', {}, { silent: true })
  } catch {
    // the session may already be gone; the local logout below is what the user asked for
  }
  await session().logout()
}

/** account deletion: the server deletes the profile and ends every session */
export async function deleteAccount(): Promise<void> {
  await request('api/user/zhuxiaogongneng', {}, { loading: '注销中' })
  await session().logout()
}

/** saves profile edits; answers the fresh member info (MemberStore.edit keeps it) */
export function saveProfile(patch: { nickname?: string; avatar?: string }): Promise<MemberInfo> {
  return request('api/user/user_edit', patch, { loading: '保存中' })
}
