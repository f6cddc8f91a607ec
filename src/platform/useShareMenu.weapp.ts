import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { currentShareQuery, currentSharePath } from '@/utils/currentRoute'

/** the capsule menu's 转发 and 分享到朋友圈 open this same page with the same parameters */
export function useShareMenu(title: string): void {
  useShareAppMessage(() => ({ title, path: currentSharePath() }))
  useShareTimeline(() => ({ title, query: currentShareQuery() }))
}
