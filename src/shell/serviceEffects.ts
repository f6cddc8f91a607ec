import Taro from '@tarojs/taro'
import type { ApiError } from '@/services/apiError'
import { onServiceEvent, type ServiceEvent } from '@/services/serviceEvents'
import { session } from '@/services/session'
import { LOGIN_TOAST_MS, toast } from '@/components/feedback/toast'
import { routeUrl } from '@/navigation/routes'
import { LOGIN_REDIRECT_MS } from '@/navigation/loginGuard'
import { pageChanged } from '@/platform/pageChange'
import { throttle } from '@/utils/throttle'
import { isSinglePageMode } from '@/platform/singlePageMode'
import { showFullAppHint } from '@/navigation/fullAppHint'

/**
 * The app shell's one listener to the services (src/services/serviceEvents.ts): every toast,
 * loading indicator, logout and page change that a request's answer or an account flow calls
 * for happens here, nowhere in the services. src/shell/AppRoot.tsx installs it once; the unit tests'
 * setup installs it too (tests/setup/afterEnv.js), as the app does.
 */

export const REALNAME_URL = routeUrl('realNameVerification')
export const USER_CENTER_URL = routeUrl('userCenter')
/** a session code's toast and effect run once for a burst of answers (several calls see a revoked token) */
export const LOGOUT_THROTTLE_MS = 500
export const CLEAR_STORAGE_DELAY_MS = 300

/** docs/product/error-codes.md's codes that end or change the session: told (silent or not) and acted on, once per burst */
function sessionCodeEffects() {
  return {
    // the logout relaunches the app, and a relaunch takes the toast of the page left behind with it:
    // the toast comes once the personal center is on screen, so it stays its full 2 s (issue 18)
    login: throttle((hadUser: boolean) => {
      // opened from Moments there is no login at all: the full mini program is the way (前往小程序)
      if (!hadUser) return isSinglePageMode() ? showFullAppHint() : toast('请先登录')
      void session().logout().then(() => toast('请先登录'))
    }, LOGOUT_THROTTLE_MS),
    kicked: throttle((text: string) => {
      void session().logout().then(() => toast(text))
    }, LOGOUT_THROTTLE_MS),
    banned: throttle((text: string) => {
      toast(text)
      setTimeout(() => session().clearStorage(), CLEAR_STORAGE_DELAY_MS)
    }, LOGOUT_THROTTLE_MS),
    realname: throttle((text: string) => {
      // told on the verification page, for the same reason as the logout
      void pageChanged(REALNAME_URL, () => Taro.navigateTo({ url: REALNAME_URL })).then(() => toast(text))
    }, LOGOUT_THROTTLE_MS),
  }
}

type SessionEffects = ReturnType<typeof sessionCodeEffects>

/** docs/product/error-codes.md: what the user sees of a failed call */
function showFailure(effects: SessionEffects, error: ApiError, silent: boolean, hadUser: boolean): void {
  switch (error.kind) {
    case 'login':
      return effects.login(hadUser)
    case 'kicked':
    case 'banned':
    case 'realname':
      return effects[error.kind](error.message)
    default:
      // network (请求失败), http (请求失败（status）), business (the server's message or 系统错误)
      if (!silent) toast(error.message)
  }
}

function effectOf(effects: SessionEffects): (event: ServiceEvent) => void {
  return (event) => {
    switch (event.type) {
      case 'loadingStarted':
        return void Taro.showLoading({ title: event.title, mask: true })
      case 'loadingEnded':
        return Taro.hideLoading()
      case 'requestFailed':
        return showFailure(effects, event.error, event.silent, event.hadUser)
      case 'signedIn':
        // docs/product/states.md: 登录成功 for 1 s (注册成功 for a new account), and the personal center opens after 1 s
        toast(event.registered ? '注册成功' : '登录成功', LOGIN_TOAST_MS)
        setTimeout(() => void Taro.reLaunch({ url: USER_CENTER_URL }), LOGIN_REDIRECT_MS)
        return
      case 'signInFailed':
        return toast('登录失败')
    }
  }
}

let uninstall: (() => void) | null = null

/** starts listening, once (a second call keeps the first listener and its throttles); returns the uninstall */
export function installServiceEffects(): () => void {
  if (!uninstall) {
    const off = onServiceEvent(effectOf(sessionCodeEffects()))
    uninstall = () => {
      off()
      uninstall = null
    }
  }
  return uninstall
}
