import { z } from 'zod'
import { defineEndpoints } from '../endpoint'
import { paged, pageReq, zBool, zId } from '../common'
import { ARENA_PERIODS, PREDICTION_LIST_STATUSES } from '../expert-rules'
import { followState, legsField, pickField, playField, predictionKind, predictionLeg, predictionTexts, recordTally, winOrNot } from './experts'

/**
 * The arena (擂台, docs/product/api.md "Challenge"): any logged-in user enters free picks — singles (dan_*) and
 * parlays (chuan_*) — and is ranked by hits, then return on a unit stake, over this week (from Monday
 * 00:00 Beijing time) or this month (from the 1st), counting entries settled in that period.
 * One entry per user per match and play among the user's singles, and likewise among the user's
 * parlays (a match and play appears in at most one of their parlays). The server takes the
 * line and odds from the match's odds at entry time, like expert predictions, and entries lock at the
 * earliest kickoff. Arena entries never count in an expert's record. Entries are free, so every pick
 * is visible. Singles and parlays share one id space: dan_xq answers either.
 */

const user = z.object({ user_id: z.number().int(), nickname: z.string(), avatar: z.string(), is_expert: z.boolean() })

export const arenaEntry = z.object({
  id: z.number().int(),
  kind: predictionKind,
  user,
  title: z.string(),
  content: z.string(),
  /** pick, pick_text and odds are always set (arena entries are free) */
  legs: z.array(predictionLeg),
  odds: z.number(),
  published_at: z.number().int(),
  lock_at: z.number().int(),
  locked: z.boolean(),
  win_or_not: winOrNot,
  /** the caller follows this entry (follow_dg_gc_lts) */
  followed: z.boolean(),
  followers: z.number().int(),
})
export type ArenaEntry = z.infer<typeof arenaEntry>

export const arenaRankRow = recordTally.extend({
  /** 1-based place in the period's ranking */
  rank: z.number().int(),
  user,
})
export type ArenaRankRow = z.infer<typeof arenaRankRow>

const rankingReq = pageReq.extend({ period: z.enum(ARENA_PERIODS, { error: 'period 应为 week / month' }).default('week') })
const rankingRes = paged(arenaRankRow).extend({
  /** the period's bounds, Unix ms: [from, to) */
  from: z.number().int(),
  to: z.number().int(),
  /** the caller's own row in this ranking (null without a token or without settled entries) */
  mine: arenaRankRow.nullable(),
})
const userListReq = pageReq.extend({
  /** whose entries (not `user_id`, which the request wrapper sends as the caller); default the caller */
  target_id: zId.optional(),
  status: z.enum(PREDICTION_LIST_STATUSES, { error: 'status 应为 current / settled' }).optional(),
})
const idRes = z.object({ id: z.number().int() })

export const expertsArenaEndpoints = defineEndpoints({
  'api/Challenge/dan_fb': {
    part: 'spec',
    req: z.object({ event_id: zId, play: playField, pick: pickField, ...predictionTexts }),
    res: idRes,
    access: 'user',
    doc: '擂台单关参赛（免费；每人每场每种玩法一次）',
  },
  'api/Challenge/dan_list': { part: 'spec', req: rankingReq, res: rankingRes, doc: '擂台单关排行：本周 / 本月，按命中数再按回报' },
  'api/Challenge/dan_xq': { part: 'spec', req: z.object({ id: zId }), res: arenaEntry, doc: '擂台参赛详情（单关或串关）' },
  'api/Challenge/dan_user_list': { part: 'spec', req: userListReq, res: paged(arenaEntry), doc: '某用户（默认自己）的擂台单关，最新在前' },
  'api/Challenge/chuan_fb': {
    part: 'spec',
    req: z.object({ legs: legsField, ...predictionTexts }),
    res: idRes,
    access: 'user',
    doc: '擂台串关参赛（2–8 场不同且未开赛的比赛）',
  },
  'api/Challenge/chuan_list': { part: 'spec', req: rankingReq, res: rankingRes, doc: '擂台串关排行：本周 / 本月' },
  'api/Challenge/chuan_user_list': { part: 'spec', req: userListReq, res: paged(arenaEntry), doc: '某用户（默认自己）的擂台串关，最新在前' },
  'api/Challenge/follow_dg_gc_lts': {
    part: 'spec',
    req: z.object({ id: zId, follow: zBool.default(true) }),
    res: followState,
    access: 'user',
    doc: '关注 / 取消关注一条擂台参赛',
  },
})
