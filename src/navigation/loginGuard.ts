import Taro from '@tarojs/taro'
import { session } from '../services/session'
import { toast } from '../components/feedback/toast'
import { routeUrl } from '@/navigation/routes'
import { pendingActions, type PendingInput } from '@/stores/pendingActionStore'
import { isSinglePageMode } from '@/platform/singlePageMode'
import { showFullAppHint } from './fullAppHint'

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
 *
 * A page opened from Moments (WeChat's single-page mode) has no login at all: the action points to
 * the full mini program (前往小程序) and neither logs in nor opens a page.
 */
export function requireLogin(resume?: PendingInput | (() => PendingInput | null)): boolean {
  if (isSinglePageMode()) {
    showFullAppHint()
    return false
  }
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
