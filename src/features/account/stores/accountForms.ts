import { confirmModal } from '@/components/feedback/confirm'
import { loginWithPassword, loginWithSmsCode, loginWithWechat, logout, register, resetPassword } from '@/features/account/services/account'

/**
 * What the sign-in, sign-up and recovery forms send once their fields passed the rules
 * (utils/accountRules). Each resolves when the server agreed (a sign-in then opens the personal
 * center, docs/product/states.md) and rejects with the server's reason, which the form shows.
 */

export type LoginMode = 'password' | 'code'

export interface LoginValues {
  mobile: string
  password: string
  code: string
}

/** the fields each login tab checks before sending */
export const LOGIN_FIELDS: Record<LoginMode, readonly (keyof LoginValues)[]> = {
  password: ['mobile', 'password'],
  code: ['mobile', 'code'],
}

export function logIn(mode: LoginMode, values: LoginValues): Promise<boolean> {
  const mobile = values.mobile.trim()
  return mode === 'password' ? loginWithPassword(mobile, values.password) : loginWithSmsCode(mobile, values.code)
}

/** mini program only: WeChat one-tap */
export function logInWithWechat(): Promise<boolean> {
  return loginWithWechat()
}

export function signUp(values: { mobile: string; code: string; password: string }): Promise<boolean> {
  return register(values.mobile.trim(), values.code, values.password)
}

/** the new password ends every session of the account, this one too when it is the same account */
export function recoverPassword(values: { mobile: string; code: string; password: string }): Promise<void> {
  return resetPassword(values.mobile.trim(), values.code, values.password)
}

/**
 * asks 确定退出登录？ first; on 确定 ends the session here and on the server (docs/product/states.md: back to the
 * personal center, logged out). Resolves whether the user logged out.
 */
export async function logOut(): Promise<boolean> {
  if (!(await confirmModal('退出登录', '确定退出登录？'))) return false
  await logout()
  return true
}
