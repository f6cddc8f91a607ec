import { z } from 'zod'
import { defineEndpoints } from '../endpoint'
import { isCleanName, isCleanText, LONE_SURROGATE_MESSAGE, NAME_CHARS_MESSAGE } from '../validation/text'
import { paged, pageReq, zBool, zId, zInt } from '../common'
import { matchRow } from '../football'
import { expertSummary, matchPredictionRow, recordCounts } from '../prediction'
import {
  EXPERT_INTRO_MAX, EXPERT_INTRO_MESSAGE, EXPERT_INTRO_MIN, EXPERT_SORTS, EXPERT_TITLE_MAX, EXPERT_TITLE_MESSAGE,
  EXPERT_TITLE_MIN, EXPERT_APPLICATION_STATUSES, isPredictionPrice, PARLAY_LEGS_MESSAGE, PARLAY_MAX_LEGS, PARLAY_MIN_LEGS,
  PREDICTION_CONTENT_MAX, PREDICTION_CONTENT_MESSAGE, PREDICTION_KINDS, PREDICTION_LIST_STATUSES, PREDICTION_PICKS, PREDICTION_PLAYS,
  PREDICTION_PRICE_MESSAGE, PREDICTION_TITLE_MAX, PREDICTION_TITLE_MESSAGE, PREDICTION_TITLE_MIN, textLength,
} from '../expert-rules'

/**
 * Experts, their predictions, follows and the expert application (docs/product/api.md "Auth and user":
 * zhuanjlieb / zjxq / zjxq_fbxx / get_gz / guanz_expert_attention; "Expert": publishing and reading
 * singles (单关) and parlays (串关); "Apis": expert_check_in, get_event_prediction_parameters).
 * The arena (擂台, api/Challenge/*) is in arena.ts; values the app needs are in ../expert-rules.ts.
 *
 * Shapes:
 * - A prediction is a single (one match, one play) or a parlay (2–8 legs on distinct matches); both
 *   share one id space (`id` / `prediction_id`), so follows and purchases name one id.
 *   Every prediction carries `legs` (a single has one); a leg is the match (a full `matchRow`, live
 *   score included), the play, the line, and the pick with its odds. The server takes the line and
 *   odds from the match's odds when the prediction is published or edited — never from the client.
 * - Locked pick: while the caller may not see a paid pick (not its expert, not a buyer, and not every
 *   match finished), `pick`, `pick_text`, `odds` of each leg, the combined `odds` and `content` are
 *   null and `visible` is false. Free predictions are always visible.
 * - `lock_at` is the earliest kickoff among the legs: from then on (`locked`) no edit and no delete.
 * - Records (`expertRecord`) are computed from settled predictions only (win_or_not 1 红, 2 黑, 3 走;
 *   0 pending is never counted), all by one server function (expertRecords.ts recordFor): hit rate =
 *   hits / (hits + misses), whole percent (走水不计), over the last 10, 20, 50 settled (a window named
 *   only when that many exist) and all of them; current streak = hits since the latest miss (pushes neither break
 *   nor extend a run) and the best such run; return = Σ on a unit stake (hit: odds − 1, miss: −1,
 *   push: 0), and `return_rate` = return / settled × 100; `monthly` by Beijing-time calendar month of
 *   settlement; `recent` = the last 20 results as 1/2/3, newest first. There is no way to hide a
 *   prediction from the record, and a settled prediction can never be deleted.
 * - Verifiable picks: each version (publish = version 1, each edit adds one) stores
 *   `hash` = SHA-256 (hex) of `canonical`, a JSON text of { v, expert_id, kind, legs: [{ event_id,
 *   play, pick, line, odds }] (by event_id), odds, at, nonce }. `canonical` (with its random nonce) is
 *   returned only while the pick is visible, so anyone can recompute the hash; before that the hash
 *   commits the expert without revealing the pick.
 * - Times are Unix ms; coins are whole numbers.
 */

// ---- field rules ----
const title = z
  .string({ error: '请输入标题' })
  .trim()
  .refine(isCleanName, `标题${NAME_CHARS_MESSAGE}`)
  .refine((s) => textLength(s) >= PREDICTION_TITLE_MIN && textLength(s) <= PREDICTION_TITLE_MAX, PREDICTION_TITLE_MESSAGE)
const content = z
  .string()
  .trim()
  .refine(isCleanText, LONE_SURROGATE_MESSAGE)
  .refine((s) => textLength(s) <= PREDICTION_CONTENT_MAX, PREDICTION_CONTENT_MESSAGE)
  .default('')
const price = zInt.refine(isPredictionPrice, PREDICTION_PRICE_MESSAGE)
export const playField = z.enum(PREDICTION_PLAYS, { error: '玩法 play 应为 1x2 / handicap / overUnder' })
export const pickField = z.enum(PREDICTION_PICKS, { error: '选项 pick 应为 home / draw / away / over / under' })

/** one leg as the client sends it: which match, which play, which side (never a line or odds) */
export const legInput = z.object({ event_id: zId, play: playField, pick: pickField })

/** `legs`: a JSON array text (form-encoded) or an array of { event_id, play, pick }; 2 to 8 of them */
export const legsField = z
  .union([z.array(z.unknown()), z.string()], { error: '请选择串关比赛 legs' })
  .transform((v, ctx) => {
    if (Array.isArray(v)) return v
    try {
      const parsed: unknown = JSON.parse(v)
      if (Array.isArray(parsed)) return parsed as unknown[]
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'legs 应为 JSON 数组：[{"event_id":1,"play":"1x2","pick":"home"}]' })
    return z.NEVER
  })
  .pipe(z.array(legInput).min(PARLAY_MIN_LEGS, PARLAY_LEGS_MESSAGE).max(PARLAY_MAX_LEGS, PARLAY_LEGS_MESSAGE))

/** the shared text fields of every publish / edit / arena entry */
export const predictionTexts = { title, content }

const singleFields = z.object({
  event_id: zId,
  play: playField,
  pick: pickField,
  ...predictionTexts,
  price,
  /** 不中退: the buyers get their coins back on a miss (the money issue refunds) */
  refund_on_miss: zBool.default(false),
})
const parlayFields = z.object({ legs: legsField, ...predictionTexts, price, refund_on_miss: zBool.default(false) })
const byId = z.object({ id: zId })
const followReq = z.object({ id: zId, follow: zBool.default(true) })

// ---- shapes ----
export const winOrNot = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])
export const predictionKind = z.enum(PREDICTION_KINDS)

/** one match of a prediction */
export const predictionLeg = z.object({
  event_id: z.number().int(),
  /** the match as in every list: teams, league, status, live score */
  match: matchRow,
  play: z.enum(PREDICTION_PLAYS),
  /** handicap: the home side's line (-0.5 = home gives half a goal); overUnder: the total; 1x2: null */
  line: z.number().nullable(),
  /** null while the pick is locked for the caller */
  pick: z.enum(PREDICTION_PICKS).nullable(),
  /** 主胜 / 主队 -0.5 / 大 2.5; null while locked */
  pick_text: z.string().nullable(),
  /** decimal odds taken at publish (or the last edit); null while locked */
  odds: z.number().nullable(),
  /** this leg's own result (0 until its match has finished) */
  win_or_not: winOrNot,
})
export type PredictionLeg = z.infer<typeof predictionLeg>

/** a prediction in every list */
export const predictionRow = z.object({
  id: z.number().int(),
  kind: predictionKind,
  expert: expertSummary,
  title: z.string(),
  /** gold coins; 0 = free */
  price: z.number().int(),
  refund_on_miss: z.boolean(),
  legs: z.array(predictionLeg),
  /** a single: the leg's odds; a parlay: the product of the legs; null while locked */
  odds: z.number().nullable(),
  /** whether the caller sees the pick (free, own, bought, or every match finished) */
  visible: z.boolean(),
  /** the caller bought it (always false for free ones and without a token) */
  bought: z.boolean(),
  published_at: z.number().int(),
  /** time of the latest edit; null if never edited */
  edited_at: z.number().int().nullable(),
  /** earliest kickoff of its matches: no edit and no delete from then on */
  lock_at: z.number().int(),
  locked: z.boolean(),
  /** 0 pending, 1 红, 2 黑, 3 走 */
  win_or_not: winOrNot,
  /** the caller follows this prediction (follow_dg_gc) */
  followed: z.boolean(),
  /**
   * the first words of the analysis followed by … (analysisTeaser in expert-rules), shown before
   * buying; always present for a paid one whose `content` is hidden; '' when there is no analysis
   */
  analysis_teaser: z.string(),
})
export type PredictionRow = z.infer<typeof predictionRow>

/** one published version: version 1 at publish, one more per edit */
export const predictionVersion = z.object({
  version: z.number().int(),
  at: z.number().int(),
  title: z.string(),
  /** null while the pick is locked */
  content: z.string().nullable(),
  price: z.number().int(),
  legs: z.array(z.object({
    event_id: z.number().int(),
    /** 曼联 vs 切尔西 */
    match_text: z.string(),
    play: z.enum(PREDICTION_PLAYS),
    line: z.number().nullable(),
    pick: z.enum(PREDICTION_PICKS).nullable(),
    pick_text: z.string().nullable(),
    odds: z.number().nullable(),
  })),
  odds: z.number().nullable(),
  /** SHA-256 hex of `canonical` */
  hash: z.string(),
  /** the hashed JSON text; null while the pick is locked */
  canonical: z.string().nullable(),
})
export type PredictionVersion = z.infer<typeof predictionVersion>

/** one prediction with its analysis, hash and edit history (zjfb_xq and the _xq of my lists) */
export const predictionDetail = predictionRow.extend({
  /** the analysis; null while locked */
  content: z.string().nullable(),
  /** the hash of the current version (= history's last) */
  hash: z.string(),
  canonical: z.string().nullable(),
  /** every version, oldest first; more than one means it was edited (修改记录) */
  history: z.array(predictionVersion),
  /** how many users follow this prediction */
  followers: z.number().int(),
  /** the caller is its expert and it is not locked: edit and delete are possible */
  editable: z.boolean(),
})
export type PredictionDetail = z.infer<typeof predictionDetail>

const rate = z.number().int().min(0).max(100)
/** a record over some settled predictions */
export const recordTally = z.object({
  settled: z.number().int(),
  hits: z.number().int(),
  misses: z.number().int(),
  pushes: z.number().int(),
  /** hits / (hits + misses), whole percent; 0 when none decided */
  hit_rate: rate,
  /** Σ on a unit stake: hit odds − 1, miss −1, push 0 (two decimals) */
  return_units: z.number(),
  /** return_units / settled × 100, one decimal; 0 when none settled */
  return_rate: z.number(),
})
export type RecordTally = z.infer<typeof recordTally>

/**
 * One window of an expert's record as the server computes it (mocks/features/experts/services/
 * expertRecords.ts recordFor): the counts over the window and its name. A last-N window is named
 * 近N场 only when N settled predictions exist; with fewer it holds them all and says so (近12场).
 */
export const recordWindow = recordCounts.extend({
  /** 近10场 / 近20场 / 近50场 (or 近12场 when only 12 are settled), 全部 */
  label: z.string(),
})
export type RecordWindow = z.infer<typeof recordWindow>

/** an expert's verifiable record, from settled predictions only; the counts cover every settled prediction */
export const expertRecord = recordTally.extend({
  /** the named windows: 近10场, 近20场, 近50场 each only when that many are settled, then 全部 */
  windows: z.array(recordWindow),
  current_streak: z.number().int(),
  best_streak: z.number().int(),
  /** the last 20 results, newest first: 1 红, 2 黑, 3 走 */
  recent: z.array(z.union([z.literal(1), z.literal(2), z.literal(3)])),
  /** the counts of exactly the results in `recent` (the heading above the chips) */
  recent_record: recordWindow,
  /** by Beijing-time month of settlement, newest first (at most 12) */
  monthly: z.array(recordTally.extend({ month: z.string() /* 'YYYY-MM' */ })),
})
export type ExpertRecord = z.infer<typeof expertRecord>

/** a row of the experts lists (zhuanjlieb, get_gz) */
export const expertListRow = expertSummary.extend({
  /** 近20中N: hits among the last 20 settled, and how many of those there are */
  recent_hits: z.number().int(),
  recent_count: z.number().int(),
  best_streak: z.number().int(),
  return_rate: z.number(),
  /** this calendar month (Beijing time) */
  month: recordTally,
  followers: z.number().int(),
  /** the caller follows this expert */
  followed: z.boolean(),
  /** predictions on sale now (published, not yet locked) */
  on_sale: z.number().int(),
  /** the expert's first approval / account time */
  joined_at: z.number().int(),
})
export type ExpertListRow = z.infer<typeof expertListRow>

/** one expert's page (zjxq) */
export const expertProfile = expertListRow.extend({
  intro: z.string(),
  /** the whole record (`record` stays the last-20 counts of every list row, so a profile reads as one) */
  full_record: expertRecord,
  /** singles by competition, most settled first */
  by_league: z.array(recordTally.extend({ league_id: z.number().int(), league_name: z.string() })),
  /** by play; parlays as play 'parlay' */
  by_play: z.array(recordTally.extend({ play: z.enum([...PREDICTION_PLAYS, 'parlay']), play_text: z.string() })),
  /** how many predictions are not yet settled (the 最新推荐 tab) */
  current_count: z.number().int(),
  /** the caller is this expert */
  is_self: z.boolean(),
})
export type ExpertProfile = z.infer<typeof expertProfile>

/** what a match offers for publishing: per play the line and the current odds of each pick */
export const predictionParameters = z.object({
  event_id: z.number().int(),
  match: matchRow,
  /** false once kicked off (or postponed): nothing can be published on it */
  open: z.boolean(),
  plays: z.array(z.object({
    play: z.enum(PREDICTION_PLAYS),
    play_text: z.string(),
    line: z.number().nullable(),
    options: z.array(z.object({ pick: z.enum(PREDICTION_PICKS), label: z.string(), pick_text: z.string(), odds: z.number() })),
  })),
})
export type PredictionParameters = z.infer<typeof predictionParameters>

export const expertApplication = z.object({
  status: z.enum(EXPERT_APPLICATION_STATUSES),
  /** the caller is an expert now (approved, or a seeded expert) */
  is_expert: z.boolean(),
  /** real-name verified: required before applying (else code -2) */
  realname_verified: z.boolean(),
  /** of the latest application ('' when none) */
  title: z.string(),
  intro: z.string(),
  submitted_at: z.number().int().nullable(),
  decided_at: z.number().int().nullable(),
  /** why it was rejected ('' otherwise) */
  reason: z.string(),
})
export type ExpertApplication = z.infer<typeof expertApplication>

export const followState = z.object({ followed: z.boolean(), followers: z.number().int() })
export type FollowState = z.infer<typeof followState>

export const hotSearch = z.object({
  /** shown before anything is typed: the most followed experts, the famous competitions and their clubs with the most valuable squads */
  list: z.array(z.object({ keyword: z.string(), kind: z.enum(['expert', 'league', 'team']), id: z.number().int() })),
})
export type HotSearch = z.infer<typeof hotSearch>

/** an expert found by search (api/index/saibotiyu's `experts`, api/Expert/search_expert): a list row */
export const expertSearchRow = expertListRow

const predictionListReq = pageReq.extend({
  status: z.enum(PREDICTION_LIST_STATUSES, { error: 'status 应为 current / settled' }).default('current'),
})
const publicListReq = predictionListReq.extend({
  /** only this match's predictions */
  event_id: zId.optional(),
  expert_id: zId.optional(),
  /** only free ones */
  free: zBool.optional(),
})

export const expertsEndpoints = defineEndpoints({
  'api/Game/zhuanjia': { part: 'spec', req: pageReq.extend({ event_id: zId }), res: paged(matchPredictionRow), doc: '本场比赛的专家预测（按发布时间倒序）' },
  // ---- experts ----
  'api/user/zhuanjlieb': {
    part: 'spec',
    req: pageReq.extend({
      sort: z.enum(EXPERT_SORTS, { error: '排序 sort 无效' }).default('hit_rate'),
      /** experts who published on this competition */
      league_id: zId.optional(),
      /** experts who published on competitions of this country / continent (pages/expert/country) */
      country_id: zId.optional(),
      continent_id: zId.optional(),
      /** experts who published this play ('parlay' = parlays) */
      play: z.enum([...PREDICTION_PLAYS, 'parlay'], { error: '玩法 play 无效' }).optional(),
    }),
    res: paged(expertListRow),
    doc: '专家列表：按联赛/地区/玩法筛选，按命中率、连红、回报率、人气、最新、本月排序',
  },
  'api/user/zjxq': { part: 'spec', req: z.object({ expert_id: zId }), res: expertProfile, doc: '专家主页：资料与可核验战绩（近10/20/50场（够场数才列出）与全部命中率、连红、回报、月度）' },
  'api/user/zjxq_fbxx': {
    part: 'spec',
    req: predictionListReq.extend({ expert_id: zId, kind: predictionKind.optional() }),
    res: paged(predictionRow),
    doc: '某专家的推荐：current 未结算（最新在前），settled 已结算（按结算时间新到旧）',
  },
  'api/user/get_gz': { part: 'spec', req: pageReq, res: paged(expertListRow), access: 'user', doc: '我关注的专家（最近关注在前）' },
  'api/user/guanz_expert_attention': {
    part: 'spec',
    req: z.object({ expert_id: zId, follow: zBool.default(true) }),
    res: followState,
    access: 'user',
    doc: '关注 / 取消关注专家（follow 1 / 0，可重复调用）',
  },
  'api/Expert/search_expert': {
    part: 'extension',
    req: pageReq.extend({ keyword: z.string().trim().min(1, '请输入关键字').max(20, '关键字最多 20 个字') }),
    res: paged(expertSearchRow),
    doc: '按昵称或头衔搜索专家',
  },
  'api/index/hot_search': { part: 'extension', req: z.object({}).passthrough(), res: hotSearch, doc: '热门搜索：人气专家与著名联赛' },

  // ---- publishing (experts only) ----
  'api/Expert/single_pass_release': { part: 'spec', req: singleFields, res: z.object({ id: z.number().int() }), access: 'user', doc: '发布单关：赔率与盘口由服务器按发布时刻的指数取得' },
  'api/Expert/edit_my_single_pass_release': { part: 'spec', req: singleFields.extend({ id: zId }), res: z.object({ id: z.number().int() }), access: 'user', doc: '修改我的单关（开赛前；保留修改记录）' },
  'api/Expert/delete_user_single_pass_release': { part: 'spec', req: byId, res: z.null(), access: 'user', doc: '删除我的单关（开赛前，且无人购买）' },
  'api/Expert/get_single_pass_list': { part: 'spec', req: publicListReq, res: paged(predictionRow), doc: '单关推荐列表（可按比赛、专家、免费筛选）' },
  'api/Expert/get_user_single_pass_release_list': { part: 'spec', req: predictionListReq, res: paged(predictionRow), access: 'user', doc: '我发布的单关' },
  'api/Expert/get_user_single_pass_release_list_xq': { part: 'spec', req: byId, res: predictionDetail, access: 'user', doc: '我发布的一条单关（含修改记录）' },
  'api/Expert/crosstalk_publishing': { part: 'spec', req: parlayFields, res: z.object({ id: z.number().int() }), access: 'user', doc: '发布串关（2–8 场不同且未开赛的比赛，赔率为各场之积）' },
  'api/Expert/edit_my_crosstalk': { part: 'spec', req: parlayFields.extend({ id: zId }), res: z.object({ id: z.number().int() }), access: 'user', doc: '修改我的串关（最早一场开赛前）' },
  'api/Expert/delete_user_crosstalk_publishing': { part: 'spec', req: byId, res: z.null(), access: 'user', doc: '删除我的串关（最早一场开赛前，且无人购买）' },
  'api/Expert/get_crosstalk_list': { part: 'spec', req: publicListReq, res: paged(predictionRow), doc: '串关推荐列表' },
  'api/Expert/get_user_crosstalk_publishing': { part: 'spec', req: predictionListReq, res: paged(predictionRow), access: 'user', doc: '我发布的串关' },
  'api/Expert/get_user_crosstalk_publishing_xq': { part: 'spec', req: byId, res: predictionDetail, access: 'user', doc: '我发布的一条串关（含修改记录）' },
  'api/Expert/zjfb_xq': { part: 'spec', req: byId, res: predictionDetail, doc: '一条推荐的详情：比赛与比分、选项或锁定、分析、哈希、修改记录' },
  'api/Expert/follow_dg_gc': { part: 'spec', req: followReq, res: followState, access: 'user', doc: '关注 / 取消关注一条推荐（单关或串关）' },
  'api/Expert/get_follow_dg_gc': { part: 'extension', req: predictionListReq, res: paged(predictionRow), access: 'user', doc: '我关注的推荐（current 未结算 / settled 已结算）' },

  // ---- Apis ----
  'api/Apis/expert_check_in': {
    part: 'spec',
    req: z.object({
      title: z.string({ error: '请输入专家头衔' }).trim()
        .refine(isCleanName, `专家头衔${NAME_CHARS_MESSAGE}`)
        .refine((s) => textLength(s) >= EXPERT_TITLE_MIN && textLength(s) <= EXPERT_TITLE_MAX, EXPERT_TITLE_MESSAGE),
      intro: z.string({ error: '请输入个人简介' }).trim()
        .refine(isCleanText, LONE_SURROGATE_MESSAGE)
        .refine((s) => textLength(s) >= EXPERT_INTRO_MIN && textLength(s) <= EXPERT_INTRO_MAX, EXPERT_INTRO_MESSAGE),
    }),
    res: expertApplication,
    method: 'POST',
    access: 'user',
    doc: '申请成为专家：仅限已实名认证的成年用户（未实名返回 -2），同一时间只能有一份待审核申请',
  },
  'api/Apis/expert_check_in_info': { part: 'extension', req: z.object({}).passthrough(), res: expertApplication, access: 'user', doc: '我的专家申请状态' },
  'api/Apis/get_event_prediction_parameters': {
    part: 'spec',
    req: z.object({ event_id: zId }),
    res: predictionParameters,
    doc: '一场比赛可发布的玩法、选项、盘口与当前赔率（取自该场指数）',
  },
  'api/Apis/get_prediction_events': {
    part: 'extension',
    req: pageReq.extend({ league_id: zId.optional(), keyword: z.string().trim().max(20, '关键字最多 20 个字').optional() }),
    res: paged(matchRow),
    doc: '可发布推荐的比赛：未开赛、7 天内开赛，按开赛时间',
  },
})

