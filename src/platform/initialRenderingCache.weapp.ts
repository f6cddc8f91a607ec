import Taro from '@tarojs/taro'

/**
 * WeChat's initial rendering cache (初始渲染缓存, dynamic mode: the page's config says
 * `initialRenderingCache: 'dynamic'`). WeChat draws the page from what was last set here as soon
 * as the page opens, before the logic layer has started; Taro's first setData then replaces the
 * whole tree. Set with the page's own rendered tree (Taro keeps it under `root` in the page's data)
 * once the fresh first screen is drawn. Only WeChat's WebView renderer uses it; other renderers and
 * older base libraries lack the method and nothing happens.
 */

/** a bigger tree is not worth keeping (the first screen is a few dozen KB) */
export const RENDERING_CACHE_MAX_BYTES = 96 * 1024

interface CachingPage {
  data?: { root?: unknown }
  setInitialRenderingCache?: (data: object | null) => void
}

function currentPage(): CachingPage | null {
  return (Taro.getCurrentInstance().page as unknown as CachingPage | undefined) ?? null
}

/** keeps the page as drawn now for the next start; `personal`: a signed-in user's screen drops the cache instead */
export function keepInitialRendering(personal: boolean): void {
  const page = currentPage()
  if (typeof page?.setInitialRenderingCache !== 'function') return
  try {
    const root = page.data?.root
    const size = root === undefined ? Infinity : JSON.stringify(root).length
    // a signed-in user's stars and 我的关注 must not be drawn for whoever opens the app next
    page.setInitialRenderingCache(personal || size > RENDERING_CACHE_MAX_BYTES ? null : { root })
  } catch {
    // the cache is only a head start: without it the page draws from storage a moment later
  }
}
