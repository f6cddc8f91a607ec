import AppTabBar from '@/components/layout/AppTabBar'

/** WeChat renders this on each tab page (tabBar.custom): the same bar the other targets draw in-page */
export default function CustomTabBar() {
  return <AppTabBar />
}
