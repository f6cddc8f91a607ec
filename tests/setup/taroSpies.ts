import Taro from '@tarojs/taro'

/**
 * Spies on the Taro calls the services make, answering like a device would, so a test can
 * assert what the user would have seen (toasts, loading) and where the app went.
 */
export function spyOnTaro() {
  const resolved = () => Promise.resolve({ errMsg: 'ok' }) as never
  return {
    request: jest.spyOn(Taro, 'request'),
    showToast: jest.spyOn(Taro, 'showToast').mockImplementation(resolved),
    showLoading: jest.spyOn(Taro, 'showLoading').mockImplementation(resolved),
    hideLoading: jest.spyOn(Taro, 'hideLoading').mockImplementation(resolved),
    navigateTo: jest.spyOn(Taro, 'navigateTo').mockImplementation(resolved),
    reLaunch: jest.spyOn(Taro, 'reLaunch').mockImplementation(resolved),
    switchTab: jest.spyOn(Taro, 'switchTab').mockImplementation(resolved),
    clearStorageSync: jest.spyOn(Taro, 'clearStorageSync'),
  }
}

export type TaroSpies = ReturnType<typeof spyOnTaro>

/** what Taro.request resolves with: an HTTP status and a JSON body */
export function httpAnswer(data: unknown, statusCode = 200) {
  return { statusCode, data, header: {}, cookies: [], errMsg: 'request:ok' } as never
}

/** the titles of every toast shown, in order */
export function toastTitles(spies: TaroSpies): string[] {
  return spies.showToast.mock.calls.map(([opts]) => (opts as { title: string }).title)
}

/**
 * The page a navigation opened is on screen: Taro's H5 router announces it (`__afterTaroRouterChange`),
 * and what waited for it (a session code's toast after the logout's relaunch) happens now.
 * Works with jest's fake timers and with real ones.
 */
export async function pageShows(): Promise<void> {
  const fakeTimers = 'clock' in setTimeout
  const tick = () => (fakeTimers ? jest.advanceTimersByTimeAsync(0) : new Promise<void>((r) => setTimeout(r, 0)))
  await tick()
  // the pages a session code opens: the personal center (logout) and real-name verification (-2)
  for (const path of ['/pages/user/user', '/pages/msyng/Settings/Verified']) {
    Taro.eventCenter.trigger('__afterTaroRouterChange', { toLocation: { path } })
  }
  await tick()
  await tick()
}
