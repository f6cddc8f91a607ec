import { z } from 'zod'
import { MATCH_EVENT_TYPES } from './match-events'

/**
 * Football entities shared by the match and index endpoints (field names as docs/product/entities.md
 * gives them). Times: `*_at` are Unix milliseconds; `*_time` / `*_text` are Beijing-time strings
 * ready to show. Logos are generated (a colour and a one-character mark), never external URLs.
 */

export const logo = z.object({
  /** background colour, '#rrggbb' */
  color: z.string(),
  /** one or two Chinese characters drawn on it */
  text: z.string(),
})
export type Logo = z.infer<typeof logo>

export const teamRef = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  logo,
})
export type TeamRef = z.infer<typeof teamRef>

/** 1 league (standings), 2 cup (knockout) */
export const competitionType = z.union([z.literal(1), z.literal(2)])

export const leagueRef = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  /** colour of the league tag in lists */
  color: z.string(),
  type: competitionType,
  country_id: z.number().int().nullable(),
  country_name: z.string(),
})
export type LeagueRef = z.infer<typeof leagueRef>

/** one row of every match list: all a list row needs, live fields included */
export const matchRow = z.object({
  id: z.number().int(),
  league_id: z.number().int(),
  season_id: z.number().int(),
  league: leagueRef,
  home_team: teamRef,
  away_team: teamRef,
  /** see types/match-status.ts */
  status_id: z.number().int(),
  status_text: z.string(),
  /** kickoff, Unix ms */
  start_at: z.number().int(),
  /** kickoff, Beijing time 'YYYY-MM-DD HH:mm' */
  start_at_time: z.string(),
  /** minute being played (0 when not live; 45 / 90 / 120 during stoppage, see elapsed_text) */
  elapsed: z.number().int(),
  /** "38'", "45+2'", '中场', '完场', '' */
  elapsed_text: z.string(),
  /** 'home:away' now (colon-separated; the app shows it with a dash); '' before kickoff */
  current_score: z.string(),
  /** score at half time, '' until half time */
  half_score: z.string(),
  /** score after 90 minutes, '' until then */
  full_score: z.string(),
  /** score after extra time (cumulative), '' when none */
  extra_score: z.string(),
  /** penalty shoot-out score, '' when none */
  penalty_score: z.string(),
  home_red: z.number().int(),
  away_red: z.number().int(),
  home_yellow: z.number().int(),
  away_yellow: z.number().int(),
  home_corner: z.number().int(),
  away_corner: z.number().int(),
  /** league round number; cup matches count their round too */
  round: z.number().int(),
  /** '常规赛', '1/8决赛', '决赛', ... */
  stage: z.string(),
  /** the caller follows this match (false without a token) */
  followed: z.boolean(),
})
export type MatchRow = z.infer<typeof matchRow>

export const matchStats = z.object({
  attacks: z.number().int(),
  dangerous_attacks: z.number().int(),
  /** percent, home + away = 100 */
  ball_possession: z.number().int(),
  shots_on_goal: z.number().int(),
  shots_off_goal: z.number().int(),
  corners: z.number().int(),
  yellow_cards: z.number().int(),
  red_cards: z.number().int(),
})
export type MatchStats = z.infer<typeof matchStats>

export { MATCH_EVENT_TYPES, MATCH_EVENT_LABEL } from './match-events'

export const matchEvent = z.object({
  id: z.number().int(),
  type: z.enum(MATCH_EVENT_TYPES),
  side: z.enum(['home', 'away']),
  /** match minute (46.. in the second half, 91.. in extra time) */
  minute: z.number().int(),
  /** "23'", "45+1'" */
  minute_text: z.string(),
  player_id: z.number().int().nullable(),
  player_name: z.string(),
  /** assist for goals, the player coming on for 'sub' */
  related_player_id: z.number().int().nullable(),
  related_player_name: z.string(),
  /** score after this event ('home:away') */
  score: z.string(),
})
export type MatchEvent = z.infer<typeof matchEvent>

/** 1 first half, 2 second half, 3 extra time, 4 penalty shoot-out */
export const matchEventGroup = z.object({
  period: z.number().int(),
  period_name: z.string(),
  events: z.array(matchEvent),
})

export const broadcastLine = z.object({
  id: z.number().int(),
  /** "12'" or '' for status lines */
  minute_text: z.string(),
  text: z.string(),
  /** for styling: 'goal' | 'card' | 'sub' | 'status' | 'play' */
  kind: z.enum(['goal', 'card', 'sub', 'status', 'play']),
  side: z.enum(['home', 'away', 'none']),
})
export type BroadcastLine = z.infer<typeof broadcastLine>

export const POSITIONS = ['门将', '后卫', '中场', '前锋'] as const
export const position = z.enum(POSITIONS)

export const playerRef = z.object({
  id: z.number().int(),
  name: z.string(),
  position,
  shirt_number: z.number().int(),
  /**
   * raw value in euros, prefixed by the currency symbol (docs/product/entities.md: first character is the symbol),
   * e.g. '€35000000'; the app shows it in 万欧 / 亿欧
   */
  market_value: z.string(),
  age: z.number().int(),
  nationality: z.string(),
})
export type PlayerRef = z.infer<typeof playerRef>

/** match detail (api/Game/get_xq): a list row plus everything revealed up to now */
export const matchDetail = matchRow.extend({
  /** JSON stats of each side, as of now (docs/product/entities.md) */
  home_team_array: matchStats,
  away_team_array: matchStats,
  /** chronological; the app shows it newest first (docs/product/entities.md) */
  basics_text_broadcast: z.array(broadcastLine),
  /** events so far, grouped by period */
  basics_match_event: z.array(matchEventGroup),
  /** league table position of each side at now, null in cups */
  home_basics_position: z.number().int().nullable(),
  away_basics_position: z.number().int().nullable(),
  venue: z.string(),
  referee: z.string(),
  /** server time the answer describes, Unix ms (countdown = start_at - server_time) */
  server_time: z.number().int(),
})
export type MatchDetail = z.infer<typeof matchDetail>

/** odds snapshots */
export const europeOdds = z.object({ at: z.number().int(), home: z.number(), draw: z.number(), away: z.number() })
/** line: goals the home side gives (negative = home gives, e.g. -0.5 '半球'); home/away are water */
export const asiaOdds = z.object({ at: z.number().int(), home: z.number(), line: z.number(), line_text: z.string(), away: z.number() })
export const overUnderOdds = z.object({ at: z.number().int(), over: z.number(), line: z.number(), line_text: z.string(), under: z.number() })
export type EuropeOdds = z.infer<typeof europeOdds>
export type AsiaOdds = z.infer<typeof asiaOdds>
export type OverUnderOdds = z.infer<typeof overUnderOdds>

export const oddsCompany = z.object({ id: z.number().int(), name: z.string() })

export const standingRow = z.object({
  rank: z.number().int(),
  team: teamRef,
  played: z.number().int(),
  win: z.number().int(),
  draw: z.number().int(),
  loss: z.number().int(),
  goals_for: z.number().int(),
  goals_against: z.number().int(),
  goal_diff: z.number().int(),
  points: z.number().int(),
  /** last five results, oldest first: 'W' | 'D' | 'L' */
  form: z.array(z.enum(['W', 'D', 'L'])),
})
export type StandingRow = z.infer<typeof standingRow>

export const seasonRef = z.object({
  id: z.number().int(),
  league_id: z.number().int(),
  name: z.string(),
  is_current: z.boolean(),
})
export type SeasonRef = z.infer<typeof seasonRef>
