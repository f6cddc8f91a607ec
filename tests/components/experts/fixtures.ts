import type { ExpertListRow, ExpertProfile, PredictionDetail, PredictionLeg, PredictionRow, RecordTally } from '@contract/api/experts'
import type { Paged } from '@contract/common'
import type { MatchRow } from '@contract/football'
import { httpAnswer } from '../../setup/taroSpies'
import { matchRowFixture } from '../matchFixtures'

export const HOUR_MS = 3600_000

export function tallyFixture(over: Partial<RecordTally> = {}): RecordTally {
  return { settled: 20, hits: 13, misses: 6, pushes: 1, hit_rate: 68, return_units: 3.25, return_rate: 16.3, ...over }
}

/** a row of the experts lists: 近20场 13中 1走 6黑, 5连红, followed by 120 */
export function expertRowFixture(over: Partial<ExpertListRow> = {}): ExpertListRow {
  return {
    expert_id: 3,
    nickname: '老刘看球',
    avatar: '',
    title: '英超资深分析师',
    hit_rate: 68,
    streak: 5,
    settled: 40,
    record: { window: 20, settled: 20, hits: 13, pushes: 1, misses: 6, hit_rate: 68 },
    recent_hits: 13,
    recent_count: 20,
    best_streak: 8,
    return_rate: 16.3,
    month: tallyFixture({ settled: 8, hits: 6, misses: 2, pushes: 0, hit_rate: 75 }),
    followers: 120,
    followed: false,
    on_sale: 2,
    joined_at: Date.parse('2026-01-01T00:00:00Z'),
    ...over,
  }
}

export function profileFixture(over: Partial<ExpertProfile> = {}): ExpertProfile {
  return {
    ...expertRowFixture(),
    intro: '专注英超十年，主攻让球与大小球',
    full_record: {
      ...tallyFixture({ settled: 40, hits: 25, misses: 13, pushes: 2, hit_rate: 66, return_units: 6.5, return_rate: 16.3 }),
      windows: [
        { window: 10, settled: 10, hits: 7, pushes: 1, misses: 2, hit_rate: 78, label: '近10场' },
        { window: 20, settled: 20, hits: 13, pushes: 1, misses: 6, hit_rate: 68, label: '近20场' },
        { window: 40, settled: 40, hits: 25, pushes: 2, misses: 13, hit_rate: 66, label: '全部' },
      ],
      current_streak: 5,
      best_streak: 8,
      recent: [1, 1, 1, 1, 1, 2, 3, 2, 1, 1, 1, 2, 1, 2, 1, 1, 2, 1, 2, 1],
      recent_record: { window: 20, settled: 20, hits: 13, pushes: 1, misses: 6, hit_rate: 68, label: '近20场' },
      monthly: [
        { ...tallyFixture({ hit_rate: 75, return_units: 2.4 }), month: '2026-11' },
        { ...tallyFixture({ hit_rate: 40, return_units: -3.1 }), month: '2026-10' },
      ],
    },
    by_league: [{ ...tallyFixture({ settled: 30 }), league_id: 10, league_name: '英超' }],
    by_play: [{ ...tallyFixture({ settled: 12 }), play: 'handicap', play_text: '让球' }],
    current_count: 2,
    is_self: false,
    ...over,
  }
}

/** a match that has not started, kicking off in a day */
export function upcomingMatch(id: number, over: Partial<MatchRow> = {}): MatchRow {
  return matchRowFixture({ id, status_id: 0, status_text: '未开始', current_score: '', elapsed: 0, elapsed_text: '', start_at: Date.now() + 24 * HOUR_MS, ...over })
}

export function legFixture(over: Partial<PredictionLeg> = {}): PredictionLeg {
  const match = over.match ?? matchRowFixture({ id: over.event_id ?? 7 })
  return { event_id: match.id, match, play: 'handicap', line: -0.5, pick: 'home', pick_text: '主队 -0.5', odds: 1.92, win_or_not: 0, ...over }
}

/** a free single on a live match, its pick shown */
export function predictionRowFixture(over: Partial<PredictionRow> = {}): PredictionRow {
  return {
    id: 11,
    kind: 'single',
    expert: { expert_id: 3, nickname: '老刘看球', avatar: '', title: '英超资深分析师', hit_rate: 68, streak: 5, settled: 40, record: { window: 20, settled: 20, hits: 13, pushes: 1, misses: 6, hit_rate: 68 } },
    title: '主队状态火热，让半球能过',
    price: 0,
    refund_on_miss: false,
    legs: [legFixture()],
    odds: 1.92,
    visible: true,
    bought: false,
    published_at: Date.now() - 2 * HOUR_MS,
    edited_at: null,
    lock_at: Date.now() - HOUR_MS,
    locked: true,
    win_or_not: 0,
    followed: false,
    analysis_teaser: '',
    ...over,
  }
}

/** a paid single the viewer may not see: pick, odds and analysis withheld */
export function lockedRowFixture(over: Partial<PredictionRow> = {}): PredictionRow {
  return predictionRowFixture({ price: 18, visible: false, odds: null, legs: [legFixture({ pick: null, pick_text: null, odds: null })], ...over })
}

export function detailFixture(over: Partial<PredictionDetail> = {}): PredictionDetail {
  const row = predictionRowFixture(over)
  return {
    ...row,
    content: row.visible ? '主队近5场4胜，客队主力后卫停赛。' : null,
    hash: 'a3f1c2d4e5b6a7980123456789abcdef0123456789abcdef0123456789abcdef',
    canonical: row.visible ? '{"v":1,"expert_id":3}' : null,
    history: [
      {
        version: 1,
        at: Date.parse('2026-11-22T08:00:00Z'),
        title: row.title,
        content: null,
        price: row.price,
        legs: [{ event_id: 7, match_text: '主队7 vs 客队7', play: 'handicap', line: -0.5, pick: row.visible ? 'home' : null, pick_text: row.visible ? '主队 -0.5' : null, odds: row.visible ? 1.92 : null }],
        odds: row.odds,
        hash: '0000aaaa',
        canonical: null,
      },
    ],
    followers: 9,
    editable: false,
    ...over,
  }
}

export const pageOf = <T>(list: T[], page = 1, hasMore = false): Paged<T> => ({ list, page, limit: 20, total: list.length, has_more: hasMore })

/** an envelope with data, or a refusal */
export const ok = (data: unknown) => Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data }))
export const refused = (msg: string, code = 0) => Promise.resolve(httpAnswer({ code, msg, data: null }))

/** answers Taro.request by path (the part after the base URL); unknown paths fail the test loudly */
export type Routes = Record<string, (data: Record<string, unknown>) => Promise<unknown>>
export function answerBy(routes: Routes) {
  return ((opts: { url: string; data: Record<string, unknown> }) => {
    const path = String(opts.url).replace(/^.*?\/(api\/)/, '$1')
    const handler = routes[path]
    return handler ? handler(opts.data ?? {}) : Promise.reject(new Error(`unexpected request ${path}`))
  }) as never
}
