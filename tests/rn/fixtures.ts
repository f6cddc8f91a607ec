import type { Res } from '@contract/api'
import type { UserInfo } from '@contract/api/account'
import type { ExpertListRow } from '@contract/api/experts'
import type { ForumPost } from '@contract/api/community'
import type { VipPickRow } from '@contract/api/money'
import type { LeagueRef, MatchRow } from '@contract/football'
import type { Paged } from '@contract/common'

/**
 * Answers of the fake backend for the RN page tests: small, fixed data in the contract's shapes
 * (the harness parses each with its response schema). Times are fixed instants, so nothing here
 * depends on when the suite runs.
 */

/** 2026-11-22 20:00 Beijing time */
export const KICKOFF = Date.UTC(2026, 10, 22, 12, 0)

export const loggedInUser: UserInfo = {
  id: 7, user_id: '7', uid: '7', token: 'tok-rn', is_expert: 0, nickname: '老球迷', avatar: '', mobile: '138****8000',
  coins: 120, is_vip: false, vip_expire_at: null, realname_verified: true,
}

export function paged<T>(list: T[]): Paged<T> {
  return { list, page: 1, limit: 20, total: list.length, has_more: false }
}

export const premierLeague: LeagueRef = { id: 1, name: '英格兰超级联赛', short_name: '英超', color: '#3d195b', type: 1, country_id: 1, country_name: '英格兰' }

export function match(id: number, home: string, away: string, overrides: Partial<MatchRow> = {}): MatchRow {
  return {
    id, league_id: premierLeague.id, season_id: 1, league: premierLeague,
    home_team: { id: id * 10 + 1, name: home, short_name: home, logo: { color: '#c8102e', text: home.slice(0, 1) } },
    away_team: { id: id * 10 + 2, name: away, short_name: away, logo: { color: '#034694', text: away.slice(0, 1) } },
    status_id: 1, status_text: '未开始', start_at: KICKOFF, start_at_time: '2026-11-22 20:00',
    elapsed: 0, elapsed_text: '', current_score: '', half_score: '', full_score: '', extra_score: '', penalty_score: '',
    home_red: 0, away_red: 0, home_yellow: 0, away_yellow: 0, home_corner: 0, away_corner: 0,
    round: 12, stage: '常规赛', followed: false,
    ...overrides,
  }
}

const tally = (settled: number, hits: number) => ({
  settled, hits, misses: settled - hits, pushes: 0, hit_rate: settled ? Math.round((hits / settled) * 100) : 0, return_units: 1.5, return_rate: 7.5,
})

export function expertRow(expertId: number, nickname: string, overrides: Partial<ExpertListRow> = {}): ExpertListRow {
  return {
    expert_id: expertId, nickname, avatar: '', title: '英超资深分析师', hit_rate: 70, streak: 4, settled: 40,
    record: { window: 20, settled: 20, hits: 14, pushes: 0, misses: 6, hit_rate: 70 },
    recent_hits: 14, recent_count: 20, best_streak: 9, return_rate: 12.5, month: tally(10, 7), followers: 321,
    followed: false, on_sale: 2, joined_at: KICKOFF - 90 * 86_400_000,
    ...overrides,
  }
}

export const expertTab = {
  ranking: paged([expertRow(101, '绿茵老炮', { hit_rate: 80, streak: 6 }), expertRow(102, '盘口观察者', { hit_rate: 65 })]),
  famous: paged([expertRow(103, '本月名家甲'), expertRow(104, '本月名家乙')]),
  leagues: [{ league: premierLeague, season: { id: 1, league_id: 1, name: '2026/27', is_current: true }, leader: null, live_count: 0, next_match: null }] satisfies Res<'api/index/zmxil'>,
}

function vipPick(id: number, kind: VipPickRow['kind'], title: string, legs: MatchRow[]): VipPickRow {
  return {
    id, kind, date: '2026-11-22', title, teaser: `${legs.map((m) => m.home_team.name).join('、')}的主场优势分析`, price: 38,
    unlocked: false, purchased: false, win_or_not: 0, combined_odds: null, start_at: KICKOFF,
    legs: legs.map((m, i) => ({
      prediction_id: id * 10 + i, match: m, expert: { expert_id: 101, nickname: '绿茵老炮', avatar: '', title: '英超资深分析师', hit_rate: 80, streak: 6, settled: 40, record: { window: 20, settled: 20, hits: 16, pushes: 0, misses: 4, hit_rate: 80 } },
      play: '1x2', title: '主队不败', pick_text: null, odds: null, win_or_not: 0,
    })),
  }
}

export const vipTab = {
  doubles: { ...paged([vipPick(1, 'double', '二合一 · 英超双选', [match(1, '利物浦', '切尔西'), match(2, '阿森纳', '热刺')])]), is_vip: false, vip_expire_at: null } satisfies Res<'api/ConfirmedOrder/jxdc_list'>,
  singles: { ...paged([vipPick(2, 'single', '单场 · 曼城主场', [match(3, '曼城', '纽卡斯尔')])]), is_vip: false, vip_expire_at: null } satisfies Res<'api/ConfirmedOrder/sd_list'>,
}

export const wallet = {
  summary: {
    coins: 120, cash_fen: 0, is_expert: false, is_vip: false, vip_expire_at: null, withdraw_min_fen: 10_000,
    pending_withdrawal: null, unused_coupons: 2, checked_in_today: false, streak: 3,
  } satisfies Res<'api/Apis/zmzh'>,
  catalogue: {
    vip_plans: [{ id: 'month', product_id: 'vip_month', name: 'VIP月卡', days: 30, price_fen: 3000 }],
    coin_packages: [
      { id: 'coins_60', product_id: 'coins_60', coins: 60, bonus_coins: 0, price_fen: 600 },
      { id: 'coins_180', product_id: 'coins_180', coins: 180, bonus_coins: 18, price_fen: 1800 },
    ],
    is_vip: false, vip_expire_at: null,
  } satisfies Res<'api/Apis/chongzhi_vip_zb'>,
  payMethods: {
    pay_module: true,
    methods: [{ id: 'wechat', name: '微信支付', enabled: true }, { id: 'alipay', name: '支付宝', enabled: true }],
    realname_verified: true,
  } satisfies Res<'api/Apis/zfzhibiao'>,
}

export const checkInMonth: Res<'api/Apis/daily_check_in_month'> = {
  month: '2026-11', today: '2026-11-22', checked_days: ['2026-11-19', '2026-11-20', '2026-11-21'], checked_today: false,
  streak: 3, today_reward: 10, rewards: [5, 5, 10, 10, 15, 15, 30], coins: 120,
}

const odds = (entries: [string, number][]) => Object.fromEntries(entries)

export const jcOnSale: Res<'api/game/jc_on_sale'> = [
  {
    no: '周日001', match: match(11, '曼联', '维拉'), handicap: -1, single: true,
    had: odds([['3', 1.85], ['1', 3.4], ['0', 3.9]]),
    hhad: odds([['3', 3.6], ['1', 3.5], ['0', 1.8]]),
    crs: odds([['1:0', 6.5], ['0:0', 9], ['0:1', 11], ['W', 40], ['D', 150], ['L', 80]]),
    ttg: odds([['0', 9], ['1', 4.2], ['2', 3.2], ['3', 3.6], ['4', 6], ['5', 11], ['6', 20], ['7+', 30]]),
    hafu: odds([['33', 3.1], ['11', 4.6], ['00', 7.2]]),
  },
]

function post(id: number, nickname: string, content: string, overrides: Partial<ForumPost> = {}): ForumPost {
  return {
    id, user_id: id + 500, nickname, avatar: '', content, images: [], kind: 'post', event_id: 1, event_name: '利物浦 vs 切尔西',
    league_id: premierLeague.id, league_name: '英超', place: null, created_at: KICKOFF - 3_600_000, edited_at: null,
    like_count: 12, comment_count: 3, collect_count: 1, liked: false, collected: false, is_mine: false, deleted: false,
    ...overrides,
  }
}

export const board = {
  posts: paged([
    post(1, '红军球迷', '今晚安菲尔德必胜，萨拉赫状态火热'),
    // text only: markup stays inert on every target
    post(2, '蓝军铁粉', '<script>alert(1)</script> 切尔西客场不怕', { event_id: null, event_name: '', league_id: null, league_name: '' }),
  ]),
  races: { list: [{ event_id: 1, name: '利物浦 vs 切尔西', league_id: 1, league_name: '英超', start_at: KICKOFF, post_count: 2 }] } satisfies Res<'api/Forum/popular_race'>,
  leagues: { list: [{ league_id: 1, name: '英超', post_count: 2 }] } satisfies Res<'api/Forum/popular_race_type'>,
}

export const places: Res<'api/Forum/places'> = paged([
  { name: '工人体育场', address: '北京市朝阳区工人体育场北路', latitude: 39.93, longitude: 116.45 },
  { name: '上海体育场', address: '上海市徐汇区天钥桥路666号', latitude: 31.18, longitude: 121.44 },
])
