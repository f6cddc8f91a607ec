/**
 * Rules and labels of experts, predictions and the arena that both the app and the server use.
 * Deliberately free of zod: the app imports values from here, and only types from the contract
 * files (types/api/experts.ts, types/api/experts.arena.ts).
 */

/** the plays a pick can be on: 胜平负, 让球 (Asian handicap), 大小球 (over/under) */
export const PREDICTION_PLAYS = ['1x2', 'handicap', 'overUnder'] as const
export type PredictionPlay = (typeof PREDICTION_PLAYS)[number]
export const PREDICTION_PLAY_TEXT: Record<PredictionPlay, string> = {
  '1x2': '胜平负',
  handicap: '让球',
  overUnder: '大小球',
}

export const PREDICTION_PICKS = ['home', 'draw', 'away', 'over', 'under'] as const
export type PredictionPick = (typeof PREDICTION_PICKS)[number]
/** the picks each play offers, in the order they are shown */
export const PICKS_BY_PLAY: Record<PredictionPlay, readonly PredictionPick[]> = {
  '1x2': ['home', 'draw', 'away'],
  handicap: ['home', 'away'],
  overUnder: ['over', 'under'],
}
/** short label of a pick on its play (buttons); pickText adds the line */
export const PICK_LABEL: Record<PredictionPlay, Partial<Record<PredictionPick, string>>> = {
  '1x2': { home: '主胜', draw: '平局', away: '客胜' },
  handicap: { home: '主队', away: '客队' },
  overUnder: { over: '大球', under: '小球' },
}

export function isPickOfPlay(play: PredictionPlay, pick: PredictionPick): boolean {
  return PICKS_BY_PLAY[play].includes(pick)
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n))

/** 主胜 / 平局 / 客胜, 主队 -0.5 / 客队 +0.5, 大 2.5 / 小 2.5 (line: the home side's handicap, or the total) */
export function pickText(play: PredictionPlay, pick: PredictionPick, line: number | null): string {
  if (play === '1x2') return pick === 'home' ? '主胜' : pick === 'draw' ? '平局' : '客胜'
  const l = line ?? 0
  if (play === 'handicap') return pick === 'home' ? `主队 ${signed(l)}` : `客队 ${signed(-l || 0)}`
  return `${pick === 'over' ? '大' : '小'} ${l}`
}

/**
 * win_or_not values. 0 until settled; 3 (走) when a handicap or total lands exactly on the line
 * (or every leg of a parlay pushes), so the stake comes back.
 */
export const WIN_OR_NOT = { pending: 0, hit: 1, miss: 2, push: 3 } as const
export type WinOrNot = (typeof WIN_OR_NOT)[keyof typeof WIN_OR_NOT]
export const WIN_OR_NOT_TEXT: Record<WinOrNot, string> = { 0: '待开奖', 1: '红', 2: '黑', 3: '走' }

/** a single (one match, one play) or a parlay (串关: 2 to 8 matches) */
/** one leg as the client sends it: the server takes its line and odds from the match at that moment */
export interface LegChoice {
  event_id: number
  play: PredictionPlay
  pick: PredictionPick
}

/** what a prediction or an arena entry says */
export interface PredictionTexts {
  title: string
  content: string
}

/** an expert's prediction also has a price and may refund its buyers on a miss (不中退) */
export interface PricedTexts extends PredictionTexts {
  price: number
  refund_on_miss: boolean
}

export const PREDICTION_KINDS = ['single', 'parlay'] as const
export type PredictionKind = (typeof PREDICTION_KINDS)[number]
export const PREDICTION_KIND_TEXT: Record<PredictionKind, string> = { single: '单关', parlay: '串关' }

// ---- publishing limits (the server refuses anything outside them with these messages) ----
export const PREDICTION_TITLE_MIN = 4
export const PREDICTION_TITLE_MAX = 30
/** docs/product/constants.md textarea maximum */
export const PREDICTION_CONTENT_MAX = 140
export const PREDICTION_TITLE_MESSAGE = `标题需 ${PREDICTION_TITLE_MIN}–${PREDICTION_TITLE_MAX} 个字`
export const PREDICTION_CONTENT_MESSAGE = `分析最多 ${PREDICTION_CONTENT_MAX} 个字`
/** the prices (gold coins) an expert may ask; 0 = free */
export const PREDICTION_PRICES = [0, 8, 18, 28, 58, 88, 128, 188] as const
export const PREDICTION_PRICE_MESSAGE = `价格只能是 ${PREDICTION_PRICES.join(' / ')} 金币（0 为免费）`
export const PARLAY_MIN_LEGS = 2
export const PARLAY_MAX_LEGS = 8
/** a prediction someone bought keeps its pick, line, odds and price (and 不中退) as sold; title and analysis stay editable */
export const PREDICTION_SOLD_FROZEN_MESSAGE = '已有用户购买这条推荐，玩法、选项、盘口、赔率和价格不能再修改，只能修改标题和分析内容'
export const PARLAY_LEGS_MESSAGE = `串关需 ${PARLAY_MIN_LEGS}–${PARLAY_MAX_LEGS} 场比赛`

/** length in characters (code points), as the user counts them: an emoji is one (one shared rule) */
export { textLength } from './validation/text'

export function isPredictionPrice(price: number): boolean {
  return (PREDICTION_PRICES as readonly number[]).includes(price)
}

/** the combined odds of a parlay: the product of its legs, to two decimals */
export function parlayOdds(legOdds: readonly number[]): number {
  return Math.round(legOdds.reduce((a, b) => a * b, 1) * 100) / 100
}

// ---- records ----
/** the "last N settled" windows of an expert's hit rate; 'all' covers every settled prediction */
export const RECORD_WINDOWS = [10, 20, 50] as const
/** how many latest results the 红/黑/走 strip shows */
export const RECENT_RESULTS = 20

/**
 * An expert's record as counts (issue 16): over the last `window` settled predictions, how many
 * hit, pushed (走, left out of the rate) and missed. hit_rate = hits / (hits + misses), whole percent,
 * computed by the server from settled rows only.
 */
export interface RecordCounts {
  window: number
  settled: number
  hits: number
  pushes: number
  misses: number
  hit_rate: number
}
/** "近20场 16中 2走 2黑" (the pushes named, so the rate's definition is visible) */
export function recordCountsText(r: RecordCounts): string {
  const pushes = r.pushes > 0 ? ` ${r.pushes}走` : ''
  return `近${r.settled}场 ${r.hits}中${pushes} ${r.misses}黑`
}
/** an expert's record before any of their predictions is settled (every screen says it the same way) */
export const NO_RECORD_TEXT = '暂无战绩'
/**
 * 近20场 13中 1走 6黑 · 命中率 68%（走水不计）: the counts behind the rate and its definition, from
 * the server's record (last 20 settled); with none settled the rate means nothing: 暂无战绩.
 */
export function hitRateText({ record }: { record: RecordCounts }): string {
  if (record.settled === 0) return NO_RECORD_TEXT
  const rate = honestRateText(record)
  return rate === '' ? recordCountsText(record) : `${recordCountsText(record)} · ${rate}`
}

/** the counts of a tally without a window: 本月8场 6中 2黑 (pushes named only when there are some) */
export function tallyCountsText(lead: string, t: Pick<RecordCounts, 'settled' | 'hits' | 'pushes' | 'misses'>): string {
  const pushes = t.pushes > 0 ? ` ${t.pushes}走` : ''
  return `${lead}${t.settled}场 ${t.hits}中${pushes} ${t.misses}黑`
}

/** the label beside a bare rate figure, so its definition is always visible */
export const HIT_RATE_LABEL = '命中率（走水不计）'

/** a run of one hit is no streak */
export const MIN_STREAK_SHOWN = 2

/** 5连红, or '' below MIN_STREAK_SHOWN */
export function streakText(streak: number): string {
  return streak >= MIN_STREAK_SHOWN ? `${streak}连红` : ''
}

/** 近20场 16中 2走 2黑, or 暂无战绩 */
export function honestRecordText(r: RecordCounts): string {
  return r.settled === 0 ? NO_RECORD_TEXT : recordCountsText(r)
}

/** 命中率 89%（走水不计）, or '' while nothing has been decided */
export function honestRateText(r: RecordCounts): string {
  return r.hits + r.misses > 0 ? `命中率 ${r.hit_rate}%（走水不计）` : ''
}

/** how the hit rate is computed, shown beside it */
export const HIT_RATE_DEFINITION = '命中率 = 红 ÷ (红 + 黑)，走水不计，只算已结算的方案'

/** the teaser of a paid prediction's analysis shown before buying: this many characters, then … */
export const ANALYSIS_TEASER_CHARS = 24
/** the first ANALYSIS_TEASER_CHARS characters (code points) of the analysis and …; '' when there is none */
export function analysisTeaser(content: string): string {
  const chars = [...content.replace(/\s+/g, ' ').trim()]
  if (chars.length === 0) return ''
  return chars.length <= ANALYSIS_TEASER_CHARS ? `${chars.slice(0, Math.max(1, Math.floor(chars.length / 2))).join('')}…` : `${chars.slice(0, ANALYSIS_TEASER_CHARS).join('')}…`
}

/** orders of the experts list (api/user/zhuanjlieb `sort`) */
export const EXPERT_SORTS = ['hit_rate', 'streak', 'return', 'followers', 'newest', 'month'] as const
export type ExpertSort = (typeof EXPERT_SORTS)[number]
export const EXPERT_SORT_TEXT: Record<ExpertSort, string> = {
  hit_rate: '命中率',
  streak: '连红',
  return: '回报率',
  followers: '人气',
  newest: '最新',
  month: '本月',
}
/**
 * Ranking by hit rate or return puts experts with at least this many settled predictions first,
 * so one lucky pick (1 of 1 = 100%) does not top the list.
 */
export const RANKING_MIN_SETTLED = 5
/**
 * The rule every leg of a VIP pick (今日二合一, 今日单场) meets, told to the user in VIP_PICK_RULE_TEXT
 * (issue 26): the expert's last VIP_PICK_WINDOW predictions are settled (a full window, the same one
 * every record on screen names) and hit at least VIP_PICK_MIN_HIT_RATE percent of them, pushes left
 * out. The best records go first (hit rate, then the current run of 红); a day on which no expert
 * qualifies has no pick, and the VIP tab says so.
 */
export const VIP_PICK_WINDOW = 20
export const VIP_PICK_MIN_HIT_RATE = 60
/** the fewest settled predictions of an expert whose pick is a leg (a full window) */
export const VIP_PICK_MIN_SETTLED = VIP_PICK_WINDOW
export const VIP_PICK_RULE_TEXT = `入选规则：专家近${VIP_PICK_WINDOW}场已结算方案命中率不低于${VIP_PICK_MIN_HIT_RATE}%（走水不计），命中率高者优先；当日无人达标则不发布`
/** today's VIP picks of a kind when no expert met the rule (or none is left to kick off) */
export const VIP_PICK_NONE_TODAY_TEXT = '今日暂无达到入选标准的专家方案，宁缺毋滥'

/** an expert's predictions list (api/user/zjxq_fbxx `status`): not yet settled, or settled */
export const PREDICTION_LIST_STATUSES = ['current', 'settled'] as const
export type PredictionListStatus = (typeof PREDICTION_LIST_STATUSES)[number]
export const PREDICTION_LIST_STATUS_TEXT: Record<PredictionListStatus, string> = { current: '最新推荐', settled: '历史战绩' }

// ---- arena (擂台) ----
/** ranking periods of the arena: this week from Monday 00:00, this month from the 1st (Beijing time) */
export const ARENA_PERIODS = ['week', 'month'] as const
export type ArenaPeriod = (typeof ARENA_PERIODS)[number]
export const ARENA_PERIOD_TEXT: Record<ArenaPeriod, string> = { week: '本周', month: '本月' }

// ---- expert application (专家入驻) ----
export const EXPERT_APPLICATION_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const
export type ExpertApplicationStatus = (typeof EXPERT_APPLICATION_STATUSES)[number]
export const EXPERT_APPLICATION_STATUS_TEXT: Record<ExpertApplicationStatus, string> = {
  none: '未申请',
  pending: '审核中',
  approved: '已通过',
  rejected: '未通过',
}
/** the one-line title shown beside an expert's name, e.g. 英超资深分析师 */
export const EXPERT_TITLE_MIN = 2
export const EXPERT_TITLE_MAX = 16
export const EXPERT_TITLE_MESSAGE = `专家头衔需 ${EXPERT_TITLE_MIN}–${EXPERT_TITLE_MAX} 个字`
export const EXPERT_INTRO_MIN = 10
export const EXPERT_INTRO_MAX = 140
export const EXPERT_INTRO_MESSAGE = `个人简介需 ${EXPERT_INTRO_MIN}–${EXPERT_INTRO_MAX} 个字`
