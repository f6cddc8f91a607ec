import Taro from '@tarojs/taro'

/**
 * Resolves once a navigation has put its page on screen, for what must show on the new page (a
 * toast). Taro's H5 router hides the toast of the page left behind when it announces the new page
 * (`__afterTaroRouterChange`, after the page's chunk loaded), later than the navigation's promise:
 * a toast shown in between vanished at once (issue 18, 4 runs in 12).
 */
export function pageChanged(url: string, navigate: () => Promise<unknown>, fallbackMs = 5000): Promise<void> {
  // after the launch the navigation is asked for at once, in this same turn (callers rely on it)
  if (!firstPage) return announced(url, navigate, fallbackMs)
  return firstPageShown(firstPage, fallbackMs).then(() => announced(url, navigate, fallbackMs))
}

/**
 * At launch the router puts up its first page a task after it starts (config/h5-patches/taroFixes.js);
 * a relaunch asked for in between (the launch's background check logging out) found no page stack
 * and was lost under load. Such a navigation waits for the first page. The router says when it
 * starts and when a page is up; this module is loaded before it starts (src/shell/loadAppRoot.h5.ts).
 */
let firstPage: Promise<void> | null = null
Taro.eventCenter.once('__taroRouterLaunch', () => {
  firstPage = new Promise<void>((resolve) => {
    Taro.eventCenter.once('__afterTaroRouterChange', () => {
      firstPage = null
      // after the router's own listeners of this announcement
      setTimeout(resolve, 0)
    })
  })
})

function firstPageShown(firstPage: Promise<void>, fallbackMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const fallback = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, fallbackMs)
  })
  return Promise.race([firstPage, fallback]).finally(() => clearTimeout(timer))
}

function announced(url: string, navigate: () => Promise<unknown>, fallbackMs: number): Promise<void> {
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
