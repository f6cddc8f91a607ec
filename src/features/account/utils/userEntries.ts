import { routeUrl } from '@/navigation/routes'
/**
 * The personal center's entries: every personal page, grouped as shown. Kept as data so the
 * page stays a renderer and the visibility rule below is tested on its own.
 */

/** who sees an entry: everybody, only while the pay module is on, experts while it is on, or experts always */
export type EntryAudience = 'all' | 'pay' | 'expertPay' | 'expert'

export interface UserEntry {
  key: string
  title: string
  /** taro-ui icon name */
  icon: string
  url: string
  /** opening it asks a logged-out user to log in first (docs/product/validation.md) */
  needsLogin: boolean
  audience: EntryAudience
  /** shows the unread-notice badge */
  badge?: 'unread'
}

export interface EntryGroup {
  title: string
  entries: readonly UserEntry[]
}

export const USER_ENTRY_GROUPS: readonly EntryGroup[] = [
  {
    title: '我的服务',
    entries: [
      { key: 'follow', title: '我的关注', icon: 'star', url: routeUrl('myFollows'), needsLogin: true, audience: 'all' },
      // the route list is fixed (docs/product/routes.md): 已购 lives beside the follows
      { key: 'purchases', title: '已购方案', icon: 'shopping-cart', url: routeUrl('myFollows', { tab: 'purchases' }), needsLogin: true, audience: 'all' },
      { key: 'posts', title: '我的帖子', icon: 'edit', url: routeUrl('myPosts'), needsLogin: true, audience: 'all' },
      { key: 'signIn', title: '每日签到', icon: 'calendar', url: routeUrl('checkIn'), needsLogin: true, audience: 'all' },
      { key: 'coupons', title: '我的优惠券', icon: 'tags', url: routeUrl('myCoupons'), needsLogin: true, audience: 'all' },
      { key: 'ledger', title: '金币明细', icon: 'list', url: routeUrl('ledger', { view: 'coin' }), needsLogin: true, audience: 'all' },
      { key: 'vip', title: '开通VIP', icon: 'sketch', url: routeUrl('buyVip'), needsLogin: true, audience: 'pay' },
      { key: 'topUp', title: '金币充值', icon: 'credit-card', url: routeUrl('wallet'), needsLogin: true, audience: 'pay' },
      { key: 'notices', title: '消息通知', icon: 'bell', url: routeUrl('systemNotices'), needsLogin: false, audience: 'all', badge: 'unread' },
    ],
  },
  {
    title: '专家中心',
    entries: [
      // the expert id is the viewer's own: entryUrl adds it
      { key: 'expertHome', title: '我的主页', icon: 'home', url: routeUrl('expertHome'), needsLogin: true, audience: 'expert' },
      { key: 'publish', title: '发布单场', icon: 'add-circle', url: routeUrl('publishSingle'), needsLogin: true, audience: 'expertPay' },
      { key: 'publishParlay', title: '发布串关', icon: 'add', url: routeUrl('publishParlay'), needsLogin: true, audience: 'expertPay' },
      { key: 'wallet', title: '我的钱包', icon: 'credit-card', url: routeUrl('wallet'), needsLogin: true, audience: 'expertPay' },
      { key: 'withdraw', title: '金币提现', icon: 'money', url: routeUrl('cashWithdrawal'), needsLogin: true, audience: 'expertPay' },
      { key: 'expertCheck', title: '专家入驻', icon: 'user', url: routeUrl('expertApplication'), needsLogin: true, audience: 'all' },
    ],
  },
  {
    title: '工具',
    entries: [
      { key: 'lottery', title: '开奖结果', icon: 'analytics', url: routeUrl('lotteryDraws'), needsLogin: false, audience: 'all' },
      { key: 'calculator', title: '奖金计算器', icon: 'equalizer', url: routeUrl('betCalculator'), needsLogin: false, audience: 'all' },
      { key: 'rules', title: '玩法规则', icon: 'file-generic', url: routeUrl('playRules'), needsLogin: false, audience: 'all' },
    ],
  },
  {
    title: '设置与帮助',
    entries: [
      { key: 'settings', title: '设置', icon: 'settings', url: routeUrl('settings'), needsLogin: true, audience: 'all' },
      { key: 'verified', title: '实名认证', icon: 'lock', url: routeUrl('realNameVerification'), needsLogin: true, audience: 'all' },
      { key: 'feedback', title: '意见反馈', icon: 'message', url: routeUrl('feedback'), needsLogin: true, audience: 'all' },
      { key: 'complaint', title: '投诉举报', icon: 'alert-circle', url: routeUrl('complaint'), needsLogin: true, audience: 'all' },
      { key: 'service', title: '联系客服', icon: 'phone', url: routeUrl('customerService'), needsLogin: false, audience: 'all' },
      { key: 'about', title: '关于我们', icon: 'help', url: routeUrl('about'), needsLogin: false, audience: 'all' },
    ],
  },
]

export interface EntryViewer {
  payModule: boolean
  isExpert: boolean
  /** the viewer's expert id (an approved expert's 我的主页) */
  expertId?: number | null
}

/** where an entry leads for this viewer: 我的主页 is the viewer's own expert home */
export function entryUrl(entry: UserEntry, viewer: EntryViewer): string {
  if (entry.key === 'expertHome') return routeUrl('expertHome', { expert_id: viewer.expertId ?? undefined })
  return entry.url
}

/** docs/product/pay-module.md / docs/product/roles.md: buying entries need the pay module; expert entries need is_expert as well */
export function canSeeEntry(entry: UserEntry, viewer: EntryViewer): boolean {
  // experts reach the same wallet (and its top-up) through 我的钱包
  if (entry.key === 'topUp') return viewer.payModule && !viewer.isExpert
  if (entry.audience === 'pay') return viewer.payModule
  if (entry.audience === 'expertPay') return viewer.payModule && viewer.isExpert
  if (entry.audience === 'expert') return viewer.isExpert && (viewer.expertId ?? 0) > 0
  // an expert has already checked in
  if (entry.key === 'expertCheck') return !viewer.isExpert
  return true
}

/** the groups as this viewer sees them; a group left empty is dropped */
export function visibleEntryGroups(viewer: EntryViewer, groups: readonly EntryGroup[] = USER_ENTRY_GROUPS): EntryGroup[] {
  return groups
    .map((g) => ({ title: g.title, entries: g.entries.filter((e) => canSeeEntry(e, viewer)) }))
    .filter((g) => g.entries.length > 0)
}
