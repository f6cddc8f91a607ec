/**
 * The app's entry lists: the home's round badges and 我的's menus, which the app draws and opens
 * (the H5 first screens the stand-in serves are drawn by the same components: src/firstScreen/).
 * A route is named as in src/navigation/routes.ts (the app checks every name at compile time).
 */

/** a round badge of the home */
export interface HomeEntryDef {
  label: string
  /** one character on the badge */
  mark: string
  color: string
  route: string
}

/** the entries every user sees: database, odds tools, recent schedule, lottery results and the calculator */
export const HOME_FREE_ENTRIES = [
  { label: '资料库', mark: '资', color: '#2f7ce0', route: 'database' },
  { label: '指数', mark: '指', color: '#19a15f', route: 'companyIndex' },
  { label: '同赔', mark: '赔', color: '#f08c00', route: 'sameOdds' },
  { label: '等赔', mark: '等', color: '#0c8599', route: 'equalOdds' },
  { label: '赛程', mark: '程', color: '#5c7cfa', route: 'matchSchedule' },
  { label: '开奖', mark: '奖', color: '#d8312a', route: 'lotteryDraws' },
  { label: '计算器', mark: '算', color: '#7048e8', route: 'betCalculator' },
] as const satisfies readonly HomeEntryDef[]

/** the entries that sell predictions: shown only while the pay module is on (docs/product/pay-module.md) */
export const HOME_PAID_ENTRIES = [
  { label: '专家', mark: '专', color: '#c2255c', route: 'expertsList' },
  { label: '擂台', mark: '擂', color: '#e8590c', route: 'arena' },
] as const satisfies readonly HomeEntryDef[]

/** who sees an entry of 我的: everybody, only while the pay module is on, experts while it is on, or experts always */
export type EntryAudience = 'all' | 'pay' | 'expertPay' | 'expert'

/** an entry of 我的 */
export interface UserEntryDef {
  key: string
  title: string
  /** taro-ui icon name */
  icon: string
  route: string
  params?: Readonly<Record<string, string>>
  /** opening it asks a logged-out user to log in first (docs/product/validation.md) */
  needsLogin: boolean
  audience: EntryAudience
  /** shows the unread-notice badge */
  badge?: 'unread'
}

export interface EntryGroupOf<E> {
  title: string
  entries: readonly E[]
}

/** 我的's menus, grouped as shown */
export const USER_ENTRY_DEFS = [
  {
    title: '我的服务',
    entries: [
      { key: 'follow', title: '我的关注', icon: 'star', route: 'myFollows', needsLogin: true, audience: 'all' },
      // the route list is fixed (docs/product/routes.md): 已购 lives beside the follows
      { key: 'purchases', title: '已购方案', icon: 'shopping-cart', route: 'myFollows', params: { tab: 'purchases' }, needsLogin: true, audience: 'all' },
      { key: 'posts', title: '我的帖子', icon: 'edit', route: 'myPosts', needsLogin: true, audience: 'all' },
      { key: 'signIn', title: '每日签到', icon: 'calendar', route: 'checkIn', needsLogin: true, audience: 'all' },
      { key: 'coupons', title: '我的优惠券', icon: 'tags', route: 'myCoupons', needsLogin: true, audience: 'all' },
      { key: 'ledger', title: '金币明细', icon: 'list', route: 'ledger', params: { view: 'coin' }, needsLogin: true, audience: 'all' },
      { key: 'vip', title: '开通VIP', icon: 'sketch', route: 'buyVip', needsLogin: true, audience: 'pay' },
      { key: 'topUp', title: '金币充值', icon: 'credit-card', route: 'wallet', needsLogin: true, audience: 'pay' },
      { key: 'notices', title: '消息通知', icon: 'bell', route: 'systemNotices', needsLogin: false, audience: 'all', badge: 'unread' },
    ],
  },
  {
    title: '专家中心',
    entries: [
      // the expert id is the viewer's own: the app adds it
      { key: 'expertHome', title: '我的主页', icon: 'home', route: 'expertHome', needsLogin: true, audience: 'expert' },
      { key: 'publish', title: '发布单场', icon: 'add-circle', route: 'publishSingle', needsLogin: true, audience: 'expertPay' },
      { key: 'publishParlay', title: '发布串关', icon: 'add', route: 'publishParlay', needsLogin: true, audience: 'expertPay' },
      { key: 'wallet', title: '我的钱包', icon: 'credit-card', route: 'wallet', needsLogin: true, audience: 'expertPay' },
      { key: 'withdraw', title: '金币提现', icon: 'money', route: 'cashWithdrawal', needsLogin: true, audience: 'expertPay' },
      { key: 'expertCheck', title: '专家入驻', icon: 'user', route: 'expertApplication', needsLogin: true, audience: 'all' },
    ],
  },
  {
    title: '工具',
    entries: [
      { key: 'lottery', title: '开奖结果', icon: 'analytics', route: 'lotteryDraws', needsLogin: false, audience: 'all' },
      { key: 'calculator', title: '奖金计算器', icon: 'equalizer', route: 'betCalculator', needsLogin: false, audience: 'all' },
      { key: 'rules', title: '玩法规则', icon: 'file-generic', route: 'playRules', needsLogin: false, audience: 'all' },
    ],
  },
  {
    title: '设置与帮助',
    entries: [
      { key: 'settings', title: '设置', icon: 'settings', route: 'settings', needsLogin: true, audience: 'all' },
      { key: 'verified', title: '实名认证', icon: 'lock', route: 'realNameVerification', needsLogin: true, audience: 'all' },
      { key: 'feedback', title: '意见反馈', icon: 'message', route: 'feedback', needsLogin: true, audience: 'all' },
      { key: 'complaint', title: '投诉举报', icon: 'alert-circle', route: 'complaint', needsLogin: true, audience: 'all' },
      { key: 'service', title: '联系客服', icon: 'phone', route: 'customerService', needsLogin: false, audience: 'all' },
      { key: 'about', title: '关于我们', icon: 'help', route: 'about', needsLogin: false, audience: 'all' },
    ],
  },
] as const satisfies readonly EntryGroupOf<UserEntryDef>[]

export interface EntryViewer {
  payModule: boolean
  isExpert: boolean
  /** the viewer's expert id (an approved expert's 我的主页) */
  expertId?: number | null
}

/** docs/product/pay-module.md / docs/product/roles.md: buying entries need the pay module; expert entries need is_expert as well */
export function canSeeEntry(entry: Pick<UserEntryDef, 'key' | 'audience'>, viewer: EntryViewer): boolean {
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
export function visibleEntryGroups<E extends Pick<UserEntryDef, 'key' | 'audience'>>(viewer: EntryViewer, groups: readonly EntryGroupOf<E>[]): EntryGroupOf<E>[] {
  return groups
    .map((g) => ({ title: g.title, entries: g.entries.filter((e) => canSeeEntry(e, viewer)) }))
    .filter((g) => g.entries.length > 0)
}
