import Taro from '@tarojs/taro'
import type { MemberInfo, SmsScene, UserInfo } from '@contract/api/user'
import { maskMobile } from '@contract/validation/account'
import { getWechatLoginCode } from '@/platform/wechatLogin'
import { rootStore } from '@/stores/RootStore'
import { USER_CENTER_URL } from '@/stores/userStore'
import { errorMessage } from './apiError'
import { LOGIN_REDIRECT_MS } from './loginGuard'
import { request } from './request'
import { LOGIN_TOAST_MS, toast } from './toast'

/**
 * Sign-in, sign-up and the signed-in user's account. Pages call these; each resolves when the
 * server agreed and rejects with an ApiError carrying the server's reason, which forms show.
 */

export function sendSmsCode(mobile: string, scene: SmsScene) {
  return request('api/user/send', { mobile, scene })
}

/** fetches the member info into the store (personal center, after login, after edits) */
export async function refreshMember(opts: { silent?: boolean } = {}): Promise<MemberInfo> {
  rootStore.member.setLoading()
  try {
    const info = await request('api/user/get_member', {}, { silent: opts.silent })
    rootStore.member.set(info)
    return info
  } catch (e) {
    rootStore.member.setError(errorMessage(e, '加载失败'))
    throw e
  }
}

/**
 * SPEC §4: after login the member info is fetched; on success 登录成功 shows for 1 s and the
 * personal center opens after 1 s; otherwise 登录失败 and nobody stays half signed in.
 */
export async function completeLogin(info: UserInfo): Promise<boolean> {
  rootStore.user.signIn(info)
  try {
    await refreshMember({ silent: true })
  } catch {
    // the new session would stay valid on the server: end it (quietly, best effort) with its own token
    void request('api/user/logout', { user_id: info.user_id, uid: info.uid, token: info.token }, { silent: true }).catch(() => undefined)
    rootStore.user.clearStorage()
    toast('登录失败')
    return false
  }
  toast('登录成功', LOGIN_TOAST_MS)
  setTimeout(() => void Taro.reLaunch({ url: USER_CENTER_URL }), LOGIN_REDIRECT_MS)
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
  return completeLogin(await request('api/user/register', { mobile, code, password }))
}

/**
 * Password recovery. The server ends every session of that account, so when it is the account
 * signed in here (the stored mobile is masked: compare masked), the local user goes too.
 */
export async function resetPassword(mobile: string, code: string, password: string): Promise<void> {
  await request('api/user/zhaohuimima', { mobile, code, password })
  if (rootStore.user.userInfo?.mobile === maskMobile(mobile)) rootStore.user.clearStorage()
}

/** ends the server session (best effort: a dead token is logged out all the same), then SPEC §4 logout */
export async function logout(): Promise<void> {
  try {
    await request('api/user/logout', {}, { silent: true })
  } catch {
    // the session may already be gone; the local logout below is what the user asked for
  }
  rootStore.user.logout()
}

/** account deletion: the server deletes the profile and ends every session */
export async function deleteAccount(): Promise<void> {
  await request('api/user/zhuxiaogongneng', {}, { loading: '注销中' })
  rootStore.user.logout()
}

export async function editProfile(patch: { nickname?: string; avatar?: string }): Promise<MemberInfo> {
  const info = await request('api/user/user_edit', patch, { loading: '保存中' })
  rootStore.member.set(info)
  return info
}
