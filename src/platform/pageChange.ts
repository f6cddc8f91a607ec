import Taro from '@tarojs/taro'

/**
 * Resolves once a navigation has put its page on screen, for what must show on the new page (a
 * toast). Taro's H5 router hides the toast of the page left behind when it announces the new page
 * (`__afterTaroRouterChange`, after the page's chunk loaded), later than the navigation's promise:
 * a toast shown in between vanished at once (issue 18, 4 runs in 12).
 */
export function pageChanged(url: string, navigate: () => Promise<unknown>, fallbackMs = 5000): Promise<void> {
  // only the announcement of this page counts: the page being left may still announce itself
  // (the app was just loaded), and a toast shown then would go with the relaunch all the same
  const target = url.split('?')[0].replace(/^\//, '')
  const isTarget = (change?: { toLocation?: { path?: string } }) => (change?.toLocation?.path ?? '').replace(/^\//, '').startsWith(target)
  return new Promise<void>((resolve) => {
    let settled = false
    const done = () => {
      if (settled) return
      settled = true
      Taro.eventCenter.off('__afterTaroRouterChange', onChange)
      clearTimeout(fallback)
      // the router's own listeners (the toast's hide among them) run first in this same turn
      setTimeout(resolve, 0)
    }
    // a navigation that never announces (refused, or the same page): do not wait for ever
    const fallback = setTimeout(done, fallbackMs)
    const onChange = (change?: { toLocation?: { path?: string } }) => {
      if (isTarget(change)) done()
    }
    Taro.eventCenter.on('__afterTaroRouterChange', onChange)
    navigate().catch(done)
  })
}
