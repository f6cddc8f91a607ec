import Taro from '@tarojs/taro'
import { useEffect } from 'react'
import { currentShareQuery, currentSharePath } from '@/utils/currentRoute'
import type { PageShareCard, ShareHost } from './pageShareCard'

/**
 * the capsule menu's 转发 and 分享到朋友圈 open this same page with the same parameters; a page
 * that is not to be shared (its config enables no share either) hides them
 */
export function useShareMenu({ title, imageUrl, enabled }: PageShareCard, _host?: ShareHost): void {
  Taro.useShareAppMessage(() => ({ title, path: currentSharePath(), imageUrl }))
  Taro.useShareTimeline(() => ({ title, query: currentShareQuery(), imageUrl }))
  useEffect(() => {
    if (enabled) return
    try {
      void Promise.resolve(Taro.hideShareMenu({ menus: ['shareAppMessage', 'shareTimeline'] })).catch(() => undefined)
    } catch {
      // an older base library: the page config (no enableShareAppMessage) already keeps the menu off
    }
  }, [enabled])
}
