import Taro from '@tarojs/taro'

/** the scene of a page opened from Moments: WeChat runs it in single-page mode (单页模式) */
export const MOMENTS_SCENE = 1154

type Options = { scene?: number | string } | undefined

function sceneOf(read: (() => Options) | undefined): number | null {
  try {
    const scene = read?.()?.scene
    return scene === undefined || scene === null || scene === '' ? null : Number(scene)
  } catch {
    return null
  }
}

/**
 * true while the mini program runs a page shared to Moments (scene 1154). WeChat's single-page mode
 * then has no login state (wx.login fails), opens no other page or mini program, draws no tab bar
 * (custom ones included) and keeps a storage apart from the full mini program's; its own bottom bar
 * 前往小程序 opens the same page in the full mini program. The enter options say how this instance
 * was opened (a hot start may differ from the launch), the launch options on older base libraries.
 */
export function isSinglePageMode(): boolean {
  const scene = sceneOf(Taro.getEnterOptionsSync as (() => Options) | undefined) ?? sceneOf(Taro.getLaunchOptionsSync as (() => Options) | undefined)
  return scene === MOMENTS_SCENE
}

const NAVIGATION_APIS = ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch', 'navigateBack', 'navigateToMiniProgram'] as const

type Callbacks = { fail?: (res: { errMsg: string }) => void; complete?: (res: { errMsg: string }) => void }

let guarded = false

/**
 * Single-page mode refuses every page change; the app's ~100 navigation calls then tell the user
 * where the full app is (`onBlocked`: the 前往小程序 hint) instead of failing silently. Installed
 * once, at app start: each navigation API asks at call time (the launch options may not be known
 * yet when app.js runs) and, in the full mini program, is the original call unchanged. In
 * single-page mode it answers its fail callback and settles without opening anything (a resolved
 * promise: callers that `void` it must not raise an unhandled rejection).
 */
export function guardSinglePageNavigation(onBlocked: () => void): void {
  if (guarded) return
  guarded = true
  const taro = Taro as unknown as Record<string, unknown>
  for (const api of NAVIGATION_APIS) {
    const original = taro[api]
    if (typeof original !== 'function') continue
    taro[api] = (opts?: Callbacks) => {
      if (!isSinglePageMode()) return (original as (o?: Callbacks) => unknown).call(Taro, opts)
      onBlocked()
      const res = { errMsg: `${api}:fail 单页模式下不能打开其他页面` }
      opts?.fail?.(res)
      opts?.complete?.(res)
      return Promise.resolve(res)
    }
  }
}
