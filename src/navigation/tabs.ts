import homeIcon from '@/assets/tabbar/home.png'
import homeOnIcon from '@/assets/tabbar/home-on.png'
import matchIcon from '@/assets/tabbar/match.png'
import matchOnIcon from '@/assets/tabbar/match-on.png'
import vipIcon from '@/assets/tabbar/vip.png'
import vipOnIcon from '@/assets/tabbar/vip-on.png'
import expertIcon from '@/assets/tabbar/expert.png'
import expertOnIcon from '@/assets/tabbar/expert-on.png'
import userIcon from '@/assets/tabbar/user.png'
import userOnIcon from '@/assets/tabbar/user-on.png'

export interface TabItem {
  /** route without leading slash, as in app.config.ts */
  pagePath: string
  text: string
  icon: string
  selectedIcon: string
  /** shown only while the pay-module flag is on (docs/product/pay-module.md) */
  paid: boolean
}

/** the five tabs of docs/product/routes.md, in order; app.config.ts lists the same paths */
export const TABS: readonly TabItem[] = [
  { pagePath: 'pages/index/index', text: '首页', icon: homeIcon, selectedIcon: homeOnIcon, paid: false },
  { pagePath: 'pages/competition/competition', text: '赛事', icon: matchIcon, selectedIcon: matchOnIcon, paid: false },
  { pagePath: 'pages/winnow/winnow', text: '精选', icon: vipIcon, selectedIcon: vipOnIcon, paid: true },
  { pagePath: 'pages/expert/expert', text: '专家', icon: expertIcon, selectedIcon: expertOnIcon, paid: true },
  { pagePath: 'pages/user/user', text: '我的', icon: userIcon, selectedIcon: userOnIcon, paid: false },
]

export function visibleTabs(payModule: boolean): TabItem[] {
  return TABS.filter((t) => payModule || !t.paid)
}

