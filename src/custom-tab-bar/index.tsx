import AppTabBar from '@/components/layout/AppTabBar'
import { isSinglePageMode } from '@/platform/singlePageMode'

/**
 * WeChat renders this on each tab page (tabBar.custom): the same bar the other targets draw in-page.
 * Never in single-page mode (a page opened from Moments): WeChat shows no tab bar there, and its tabs could not be opened.
 */
export default function CustomTabBar() {
  if (isSinglePageMode()) return null
  return <AppTabBar />
}
