import Taro from '@tarojs/taro'
import type { NavMetrics } from './navMetrics'

let cached: NavMetrics | null = null

/** aligned with the capsule: same vertical centre, bar height = capsule height + twice its top gap */
export function getNavMetrics(): NavMetrics {
  if (cached) return cached
  const win = Taro.getWindowInfo()
  const statusBarHeight = win.statusBarHeight || 20
  let navBarHeight = 44
  let capsuleSpace = 96
  try {
    const rect = Taro.getMenuButtonBoundingClientRect()
    if (rect && rect.height) {
      navBarHeight = (rect.top - statusBarHeight) * 2 + rect.height
      capsuleSpace = win.windowWidth - rect.left
    }
  } catch {
    // older base libraries: the defaults above match the common capsule
  }
  cached = { statusBarHeight, navBarHeight, capsuleSpace }
  return cached
}
