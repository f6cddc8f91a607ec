import Taro, { useDidShow } from '@tarojs/taro'
import { useEffect } from 'react'

/**
 * The title a page draws in its nav bar is also its title for the system: the browser tab on H5,
 * the recent pages in WeChat. The nav bar is the app's own (navigationStyle custom), so the page
 * config's fixed title would stay there, and Taro puts it back on every show: set on mount, on a
 * change and on each show (one route with two screens, 我的关注 and 已购方案; a match's teams).
 */
export function usePageTitle(title: string): void {
  const apply = () => {
    if (!title) return
    try {
      void Promise.resolve(Taro.setNavigationBarTitle({ title })).catch(() => undefined)
    } catch {
      // a runtime without the API: the app's own nav bar shows the title all the same
    }
  }
  useEffect(apply, [title])
  useDidShow(apply)
}
