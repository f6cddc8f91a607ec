import Taro from '@tarojs/taro'
import { session } from '../services/session'
import { toast } from '../components/feedback/toast'
import { routeUrl } from '@/navigation/routes'
import { pendingActions, type PendingInput } from '@/stores/pendingActionStore'

/** the same entry as the personal center's login: WeChat one-tap on the mini program, phone login elsewhere */
export const LOGIN_URL = routeUrl('loginChoice')
/** docs/product/constants.md: the login page opens 1 s after the toast */
export const LOGIN_REDIRECT_MS = 1000

/**
 * docs/product/validation.md: an action that needs login, with no user stored, toasts 请先登录 and opens the
 * login choice (Register/chooselogin) after 1 s. Returns whether the user is logged in, so callers write
 * `if (!requireLogin()) return`.
 *
 * `resume`: the action the tap started (follow, buy, chat, post), remembered across the login and
 * its relaunch to 我的, which then offers a one-tap way back (src/stores/pendingActionStore.ts).
 */
export function requireLogin(resume?: PendingInput | (() => PendingInput | null)): boolean {
  if (session().currentUser()) return true
  const action = typeof resume === 'function' ? resume() : resume
  if (action) pendingActions.remember(action)
  toast('请先登录')
  setTimeout(() => void Taro.navigateTo({ url: LOGIN_URL }), LOGIN_REDIRECT_MS)
  return false
}

/** wraps a handler so it runs only for a logged-in user */
export function withLogin<A extends unknown[]>(fn: (...args: A) => void, resume?: () => PendingInput | null): (...args: A) => void {
  return (...args: A) => {
    if (requireLogin(resume)) fn(...args)
  }
}
