import Taro from '@tarojs/taro'
import { session } from '../services/session'
import { toast } from '../components/feedback/toast'
import { routeUrl } from '@/navigation/routes'

/** the same entry as the personal center's login: WeChat one-tap on the mini program, phone login elsewhere */
export const LOGIN_URL = routeUrl('loginChoice')
/** docs/product/constants.md: the login page opens 1 s after the toast */
export const LOGIN_REDIRECT_MS = 1000

/**
 * docs/product/validation.md: an action that needs login, with no user stored, toasts 请先登录 and opens the
 * login choice (Register/chooselogin) after 1 s. Returns whether the user is logged in, so callers write
 * `if (!requireLogin()) return`.
 */
export function requireLogin(): boolean {
  if (session().currentUser()) return true
  toast('请先登录')
  setTimeout(() => void Taro.navigateTo({ url: LOGIN_URL }), LOGIN_REDIRECT_MS)
  return false
}

/** wraps a handler so it runs only for a logged-in user */
export function withLogin<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  return (...args: A) => {
    if (requireLogin()) fn(...args)
  }
}
