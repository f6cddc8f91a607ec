import { z } from 'zod'
import { defineEndpoints } from '../endpoint'
import { zId } from '../common'
import { playerRef } from '../football'

/**
 * The match centre's two pictures (issue 24): the momentum graph of 统计 and the player ratings of
 * 阵容. Both follow the clock: during the match they show what has happened so far.
 */

export const momentumBin = z.object({
  /** first match minute of the bar */
  from: z.number().int(),
  home: z.number().int(),
  away: z.number().int(),
})

export const momentumMark = z.object({
  minute: z.number().int(),
  minute_text: z.string(),
  side: z.enum(['home', 'away']),
  kind: z.enum(['goal', 'yellow', 'red']),
  player_name: z.string(),
})

export const momentumRes = z.object({
  event_id: z.number().int(),
  /** minutes per bar (MOMENTUM_BIN_MINUTES) */
  bin_minutes: z.number().int(),
  /** 90, or 120 with extra time: the graph's width */
  last_minute: z.number().int(),
  /** minutes played so far (0 before kickoff) */
  minutes_shown: z.number().int(),
  /** each bar's pressure per side, oldest first; the last one may still be filling */
  bins: z.array(momentumBin),
  marks: z.array(momentumMark),
})

export const playerRating = z.object({
  player: playerRef,
  /** 0–10, one decimal */
  rating: z.number(),
  minutes: z.number().int(),
  starter: z.boolean(),
  goals: z.number().int(),
  assists: z.number().int(),
  yellow: z.number().int(),
  red: z.number().int(),
  /** 最佳球员: the highest rating of the match (one player) */
  best: z.boolean(),
})

export const ratingsRes = z.object({
  event_id: z.number().int(),
  started: z.boolean(),
  /** the final whistle has gone: the ratings are final */
  final: z.boolean(),
  best_player_id: z.number().int().nullable(),
  home: z.array(playerRating),
  away: z.array(playerRating),
})

const eventId = z.object({ event_id: zId })

export const matchCentreEndpoints = defineEndpoints({
  'api/Game/match_momentum': { part: 'extension', req: eventId, res: momentumRes, doc: '比赛势头图（每分钟双方压力，进球与红黄牌标记）' },
  'api/Game/match_ratings': { part: 'extension', req: eventId, res: ratingsRes, doc: '球员评分（0–10，最佳球员）' },
})

export type MomentumMark = z.infer<typeof momentumMark>
export type MomentumRes = z.infer<typeof momentumRes>
export type RatingsRes = z.infer<typeof ratingsRes>
