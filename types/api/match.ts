import { z } from 'zod'
import { defineEndpoints } from '../endpoint'
import { pageReq, paged, zBool, zDate, zId, zInt, zIntRange } from '../common'
import {
  asiaOdds, europeOdds, leagueRef, logo, matchDetail, matchRow, oddsCompany, overUnderOdds, playerRef,
  seasonRef, standingRow, teamRef,
} from '../football'
import { MATCH_LIST_FILTERS } from '../match-status'

/**
 * Matches and football data (docs/product/api.md "Matches and data"). Which screen uses which path, where its
 * name alone does not say:
 * - Game/get: the live-score list (即时/赛程/赛果 by `status`, a date, leagues); Game/immediately
 *   patches it ("what changed since T"); Game/List_of_events: competitions on a date (filter picker);
 *   Game/all_matches: one team's results and fixtures (RecentGames); Game/syzygote: hot matches.
 * - Game/get_xq: match detail (stats, events, text broadcast); xq_bszr lineup; fenxi analysis
 *   (h2h, recent form, standings); zhanji a team's record; paiming the match's league table;
 *   zhishu odds of every company; historical_index one company's movement; zxzxs one company's
 *   latest odds for a day's matches (companyIndex).
 * - Same odds (oddsWith / Indemnity): game/co_compensation, game/same_claim_details,
 *   Game/exponential_coincident, game/sample_data_of_equal_compensation.
 * - Follow: Game/event_attention (follow / unfollow), Game/gz_event_attention (my followed matches),
 *   game/chakgz (do I follow these), game/gxqrs (how many follow these).
 * - Football database (Seku/Seku2): game/basics_list_of_*, basics_integrate_list_list (standings),
 *   database_schedule, top_scorer, the_competition_is_full, Game/player_transfer_information.
 * Served elsewhere though spelt api/game/…: the match's experts' predictions (Game/zhuanjia,
 * types/api/experts.ts), the lottery draws (types/api/lottery.ts) and the system notices
 * (types/api/account.ts).
 */

/** '3,7,12', a single id, an array or its JSON text ('[3,7,12]', as the request wrapper sends arrays) -> [3, 7, 12] */
export const zIdList = z
  .union([z.string(), z.number(), z.array(z.number())])
  .transform((v) => String(v).replace(/[\s[\]]/g, ''))
  // ids of at most 15 digits: every one a safe integer (a longer one would lose digits as a number)
  .pipe(z.string().regex(/^[1-9]\d{0,14}(,[1-9]\d{0,14}){0,199}$/, '应为逗号分隔的编号（最多 200 个）'))
  .transform((v) => v.split(',').map(Number))

const eventId = { event_id: zId }

/** filters shared by the match lists */
export const matchListFilter = z.object({
  /** Beijing date; default today. Ignored for status 'live' */
  date: zDate.optional(),
  status: z.enum(MATCH_LIST_FILTERS).default('all'),
  /** only these competitions */
  league_ids: zIdList.optional(),
  /** only matches the caller follows (needs a token) */
  followed: zBool.optional(),
})

export const matchListReq = pageReq.merge(matchListFilter)
export const matchListRes = paged(matchRow).extend({ server_time: z.number().int() })

export const changedSinceReq = matchListFilter.extend({
  /** Unix ms of the previous answer's server_time */
  since: zIntRange(0),
})
export const changedSinceRes = z.object({
  /** pass this as `since` next time */
  server_time: z.number().int(),
  /**
   * every row of the filter's day, leagues and follows whose state may differ from what it was at
   * `since`, whatever its status now: rows that left the list's status (finished, kicked off) come
   * too, so the app can update or drop them
   */
  list: z.array(matchRow),
})

/** the competition filter of a list: the list's filter without its leagues */
export const competitionsOfListReq = matchListFilter.omit({ league_ids: true })
/** a competition of a list: match_count is what the list shows with this competition picked */
export const competitionOfDay = leagueRef.extend({ match_count: z.number().int(), live_count: z.number().int() })

export const teamMatchesReq = pageReq.extend({
  team_id: zId,
  /** 'finished' newest first, 'upcoming' soonest first */
  scope: z.enum(['finished', 'upcoming']).default('finished'),
})

export const matchDetailReq = z.object({
  event_id1: zId,
  /** 1 football (the only sport this app covers) */
  type_of_competition: zInt.refine((v) => v === 1, '只支持足球（1）').default(1),
})

export const lineupPlayer = playerRef.extend({
  /** pitch position in percent of the half: x across (0 left .. 100 right), y from own goal (0..100) */
  x: z.number(),
  y: z.number(),
  captain: z.boolean(),
})
export const teamLineup = z.object({
  team: teamRef,
  formation: z.string(),
  coach: z.string(),
  starters: z.array(lineupPlayer),
  substitutes: z.array(lineupPlayer),
})
export const lineupRes = z.object({
  event_id: z.number().int(),
  /** lineups are announced one hour before kickoff; before that they are the expected ones */
  confirmed: z.boolean(),
  home: teamLineup,
  away: teamLineup,
})

export const recordSummary = z.object({
  played: z.number().int(),
  win: z.number().int(),
  draw: z.number().int(),
  loss: z.number().int(),
  goals_for: z.number().int(),
  goals_against: z.number().int(),
})
export const analysisRes = z.object({
  event_id: z.number().int(),
  /** earlier meetings of the two teams, newest first (at most 10); summary from the home team's side */
  h2h: z.array(matchRow),
  h2h_summary: recordSummary,
  home_recent: z.array(matchRow),
  away_recent: z.array(matchRow),
  home_recent_summary: recordSummary,
  away_recent_summary: recordSummary,
  home_upcoming: z.array(matchRow),
  away_upcoming: z.array(matchRow),
  /** the two teams' rows in their league table (empty in cups) */
  standings: z.array(standingRow),
})

export const teamRecordReq = z.object({
  team_id: zId,
  /** last N finished matches, 1..30 (default 10) */
  limit: zIntRange(1, 30).default(10),
  venue: z.enum(['all', 'home', 'away']).default('all'),
})
/**
 * a team's record. summary and form count the rows by one rule (types/score.ts TEAM_FORM_RULE):
 * the 90-minute score; a row decided after extra time or on penalties carries extra_score /
 * penalty_score and is marked 加时 / 点球, not counted by them
 */
export const teamRecordRes = z.object({
  team: teamRef,
  summary: recordSummary,
  /** oldest first */
  form: z.array(z.enum(['W', 'D', 'L'])),
  list: z.array(matchRow),
})

export const standingsRes = z.object({
  league: leagueRef,
  season: seasonRef,
  /** empty for cups */
  rows: z.array(standingRow),
  /** Unix ms the table was computed for */
  computed_at: z.number().int(),
})

export const companyOdds = z.object({
  company: oddsCompany,
  europe_open: europeOdds,
  europe_now: europeOdds,
  asia_open: asiaOdds,
  asia_now: asiaOdds,
  ou_open: overUnderOdds,
  ou_now: overUnderOdds,
})
export const matchOddsRes = z.object({ event_id: z.number().int(), list: z.array(companyOdds) })

export const oddsMovementReq = z.object({ event_id: zId, company_id: zId })
export const oddsMovementRes = z.object({
  event_id: z.number().int(),
  company: oddsCompany,
  /** oldest first, up to now */
  europe: z.array(europeOdds),
  asia: z.array(asiaOdds),
  ou: z.array(overUnderOdds),
})

export const latestOddsReq = pageReq.extend({ company_id: zId, date: zDate.optional() })
export const latestOddsRow = z.object({ match: matchRow, europe: europeOdds, asia: asiaOdds, ou: overUnderOdds })

/** results of finished matches that opened with the same 1X2 odds at one company */
export const sameOddsSummary = z.object({
  samples: z.number().int(),
  home_win: z.number().int(),
  draw: z.number().int(),
  away_win: z.number().int(),
  /** percentages (0..100, one decimal); 0 when no sample */
  home_win_rate: z.number(),
  draw_rate: z.number(),
  away_win_rate: z.number(),
})
export const sameOddsCompanyRes = z.object({
  company: oddsCompany,
  europe_open: europeOdds,
  summary: sameOddsSummary,
})
export const sameOddsSampleRow = z.object({ match: matchRow, europe_open: europeOdds })

export const sameOddsReq = pageReq.extend({ event_id: zId, company_id: zId })
export const indemnityListReq = pageReq.extend({ company_id: zId, date: zDate.optional() })
export const indemnityRow = z.object({ match: matchRow, europe_open: europeOdds, summary: sameOddsSummary })

const zOdds = z.coerce.number().min(1.01, '赔率应不小于 1.01').max(100, '赔率应不大于 100')
export const oddsSampleReq = z.object({ company_id: zId, home: zOdds, draw: zOdds, away: zOdds })
export const oddsSampleRes = z.object({
  company: oddsCompany,
  summary: sameOddsSummary,
  /** newest first, at most 20 */
  recent: z.array(sameOddsSampleRow),
})

export const followReq = z.object({
  event_id: zId,
  /** 1 follow, 0 unfollow (default 1) */
  attention: zBool.default(true),
})
export const followRes = z.object({ event_id: z.number().int(), followed: z.boolean(), followers: z.number().int() })

export const idsReq = z.object({ event_ids: zIdList })

export const transferReq = pageReq.extend({ team_id: zId.optional(), player_id: zId.optional() })
export const transferRow = z.object({
  id: z.number().int(),
  player: playerRef,
  from_team: teamRef.nullable(),
  to_team: teamRef,
  /** Unix ms */
  transfer_at: z.number().int(),
  transfer_date: z.string(),
  /** '€12000000', '免签', '租借' */
  fee: z.string(),
  kind: z.enum(['转会', '租借', '自由转会']),
})

/** football database */
export const continentRow = z.object({ id: z.number().int(), name: z.string(), country_count: z.number().int(), league_count: z.number().int() })
export const countryRow = z.object({ id: z.number().int(), continent_id: z.number().int(), name: z.string(), logo, league_count: z.number().int() })
export const competitionRow = leagueRef.extend({
  /** the continent a continental cup belongs to (country_id is null for those) */
  continent_id: z.number().int(),
  team_count: z.number().int(),
  current_season_id: z.number().int(),
})
export const leagueSeasonReq = z.object({ league_id: zId, season_id: zId.optional() })

export const scheduleReq = leagueSeasonReq.extend({ round: zIntRange(1).optional() })
export const scheduleRes = z.object({
  league: leagueRef,
  season: seasonRef,
  rounds: z.array(z.object({ round: z.number().int(), stage: z.string() })),
  /** the round shown: the one asked for, else the round being played now */
  round: z.number().int(),
  list: z.array(matchRow),
})

export const topScorerReq = pageReq.merge(leagueSeasonReq)
export const topScorerRow = z.object({
  rank: z.number().int(),
  player: playerRef,
  team: teamRef,
  goals: z.number().int(),
  penalty_goals: z.number().int(),
  assists: z.number().int(),
})

export const competitionGroup = z.object({
  continent_id: z.number().int(),
  continent_name: z.string(),
  countries: z.array(z.object({ country_id: z.number().int().nullable(), country_name: z.string(), leagues: z.array(leagueRef) })),
})



/* ---------- live (issue 17): chat room, pre-match intelligence, odds tools, alert consent ---------- */

export const chatMessage = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  /** plain text, sensitive words already masked */
  content: z.string(),
  /** Unix ms */
  at: z.number().int(),
})
export const chatListRes = z.object({
  event_id: z.number().int(),
  /** the last CHAT_HISTORY (100) messages, oldest first */
  list: z.array(chatMessage),
  /** false once the room has closed (2 h after the final whistle); reading still works */
  open: z.boolean(),
  /** Unix ms the room closes, null while the match is not finished */
  closes_at: z.number().int().nullable(),
})
export const chatSendReq = z.object({
  event_id: zId,
  /** 1..CHAT_CONTENT_MAX characters, plain text (markup is shown as typed) */
  content: z.string(),
})

export const injuryRow = z.object({
  side: z.enum(['home', 'away']),
  player_id: z.number().int(),
  name: z.string(),
  position: z.string(),
  kind: z.enum(['injury', 'suspension']),
  /** '腿筋拉伤', '红牌停赛' … */
  detail: z.string(),
  /** '预计 2 周', '停赛 1 场' … */
  until_text: z.string(),
})
export const expectedLineupPlayer = z.object({
  player_id: z.number().int(),
  name: z.string(),
  shirt: z.number().int(),
  position: z.string(),
})
export const expectedLineup = z.object({ formation: z.string(), players: z.array(expectedLineupPlayer) })
export const matchIntelRes = z.object({
  event_id: z.number().int(),
  /** injured and suspended players of both sides; none of them plays in this match */
  injuries: z.array(injuryRow),
  /** the probable XI of each side (the squad minus the absentees); null once the match has kicked off */
  expected_lineups: z.object({ home: expectedLineup, away: expectedLineup }).nullable(),
})

export const kellyRow = z.object({
  company_id: z.number().int(),
  company: z.string(),
  /** company's current 1X2 odds × consensus probability of the outcome (3 decimals) */
  home: z.number(),
  draw: z.number(),
  away: z.number(),
})
export const payoutRow = z.object({
  company_id: z.number().int(),
  company: z.string(),
  /** 赔付率 = 1 / Σ(1/odds), percent with 2 decimals */
  payout: z.number(),
})
export const handicapRecordRow = z.object({
  match_id: z.number().int(),
  /** Beijing date YYYY-MM-DD */
  date: z.string(),
  opponent: z.string(),
  /** handicap line from this team's side (negative = it gives goals), e.g. -0.5 */
  line: z.number(),
  line_text: z.string(),
  /** 'h:a' from this team's side (its goals first) */
  score: z.string(),
  result: z.enum(['赢', '走', '输']),
})
export const handicapRecord = z.object({
  n: z.number().int(),
  win: z.number().int(),
  push: z.number().int(),
  lose: z.number().int(),
  /** newest first */
  rows: z.array(handicapRecordRow),
})
export const oddsToolsReq = z.object({
  event_id: zId,
  /** 盘路 over each team's last n finished matches, 1..30 (default 10) */
  n: zIntRange(1, 30).default(10),
})
export const oddsToolsRes = z.object({
  event_id: z.number().int(),
  /** consensus probability per outcome (mean of the companies' normalised implied probabilities), 4 decimals */
  consensus: z.object({ home: z.number(), draw: z.number(), away: z.number() }),
  kelly: z.array(kellyRow),
  /** 离散度: population standard deviation of the companies' Kelly values per outcome, 4 decimals */
  dispersion: z.object({ home: z.number(), draw: z.number(), away: z.number() }),
  payout: z.array(payoutRow),
  handicap_records: z.object({ home: handicapRecord, away: handicapRecord }),
})

/** 'a,b', ['a','b'] or its JSON text; malformed JSON gives no ids (then the "需要模板编号" message) */
function templateIdList(v: string | string[]): string[] {
  if (Array.isArray(v)) return v
  if (!v.startsWith('[')) return v.split(',')
  try {
    const parsed: unknown = JSON.parse(v)
    return Array.isArray(parsed) ? parsed.map(String) : []
  } catch {
    return []
  }
}
export const alertConsentReq = z.object({
  event_id: zId,
  /** the subscription-message template ids the user was asked about ('a,b' or an array or its JSON text) */
  template_ids: z.union([z.string(), z.array(z.string())]).transform((v) => templateIdList(v).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(64)).min(1, '需要模板编号').max(10)),
  /** the user accepted (true) or rejected (false) */
  accepted: zBool,
})
export const alertConsentRes = z.object({
  event_id: z.number().int(),
  accepted: z.boolean(),
  template_ids: z.array(z.string()),
})

export const matchEndpoints = defineEndpoints({
  'api/Game/get': { part: 'spec', req: matchListReq, res: matchListRes, doc: '比赛列表（即时/赛程/赛果，按日期、赛事、状态筛选，分页）' },
  'api/Game/immediately': { part: 'spec', req: changedSinceReq, res: changedSinceRes, doc: '比赛列表自 since 以来的变化（用于即时比分局部刷新）' },
  'api/Game/List_of_events': { part: 'spec', req: competitionsOfListReq, res: z.array(competitionOfDay), doc: '某个列表（日期、状态、关注）中的赛事及场次（筛选用，场次与选该赛事后列表的场数一致）' },
  'api/Game/all_matches': { part: 'spec', req: teamMatchesReq, res: paged(matchRow), doc: '球队的赛果与赛程' },
  'api/Game/syzygote': { part: 'spec', req: pageReq, res: paged(matchRow), doc: '热门比赛（主要赛事的进行中与即将开始的比赛）' },
  'api/Game/get_xq': { part: 'spec', req: matchDetailReq, res: matchDetail, doc: '比赛详情（比分、技术统计、事件、文字直播）' },
  'api/Game/xq_bszr': { part: 'spec', req: z.object(eventId), res: lineupRes, doc: '比赛阵容' },
  'api/Game/fenxi': { part: 'spec', req: z.object(eventId), res: analysisRes, doc: '比赛分析：交锋、近况、积分' },
  'api/Game/zhanji': { part: 'spec', req: teamRecordReq, res: teamRecordRes, doc: '球队近期战绩' },
  'api/Game/paiming': { part: 'spec', req: z.object(eventId), res: standingsRes, doc: '比赛所属联赛的积分排名' },
  'api/Game/zhishu': { part: 'spec', req: z.object(eventId), res: matchOddsRes, doc: '各公司指数（欧赔、亚盘、大小球：初盘与即时）' },
  'api/Game/historical_index': { part: 'spec', req: oddsMovementReq, res: oddsMovementRes, doc: '某公司指数变化历史' },
  'api/Game/zxzxs': { part: 'spec', req: latestOddsReq, res: paged(latestOddsRow), doc: '某公司某日比赛的最新指数' },
  'api/Game/exponential_coincident': { part: 'spec', req: indemnityListReq, res: paged(indemnityRow), doc: '同赔：某日比赛按初盘欧赔统计历史同赔赛果' },
  'api/game/co_compensation': { part: 'spec', req: z.object(eventId), res: z.array(sameOddsCompanyRes), doc: '同赔：一场比赛在各公司的同赔统计' },
  'api/game/same_claim_details': { part: 'spec', req: sameOddsReq, res: paged(sameOddsSampleRow).extend({ summary: sameOddsSummary }), doc: '同赔详情：历史同赔比赛' },
  'api/game/sample_data_of_equal_compensation': { part: 'spec', req: oddsSampleReq, res: oddsSampleRes, doc: '按输入的欧赔查询同赔样本' },
  'api/Game/event_attention': { part: 'spec', req: followReq, res: followRes, access: 'user', doc: '关注/取消关注比赛' },
  'api/Game/gz_event_attention': { part: 'spec', req: pageReq, res: paged(matchRow), access: 'user', doc: '我关注的比赛' },
  'api/game/chakgz': { part: 'spec', req: idsReq, res: z.array(z.object({ event_id: z.number().int(), followed: z.boolean() })), access: 'user', doc: '查询是否关注了这些比赛' },
  'api/game/gxqrs': { part: 'spec', req: idsReq, res: z.array(z.object({ event_id: z.number().int(), followers: z.number().int() })), doc: '这些比赛的关注人数' },
  'api/Game/player_transfer_information': { part: 'spec', req: transferReq, res: paged(transferRow), doc: '球员转会信息' },
  'api/game/basics_list_of_continents': { part: 'spec', req: z.object({}), res: z.array(continentRow), doc: '资料库：洲' },
  'api/game/basics_list_of_countries': { part: 'spec', req: z.object({ continent_id: zId }), res: z.array(countryRow), doc: '资料库：洲内国家' },
  'api/game/basics_list_of_events_list': {
    part: 'spec',
    req: z.object({ country_id: zId.optional(), continent_id: zId.optional() }).refine((v) => v.country_id || v.continent_id, { message: '需要 country_id 或 continent_id', path: ['country_id'] }),
    res: z.array(competitionRow),
    doc: '资料库：国家的联赛杯赛（或洲际赛事）',
  },
  'api/game/basics_list_of_seasons_list': { part: 'spec', req: z.object({ league_id: zId }), res: z.array(seasonRef), doc: '资料库：赛季' },
  'api/game/basics_integrate_list_list': { part: 'spec', req: leagueSeasonReq, res: standingsRes, doc: '资料库：积分榜（由赛果计算）' },
  'api/game/database_schedule': { part: 'spec', req: scheduleReq, res: scheduleRes, doc: '资料库：赛程（按轮次）' },
  'api/game/top_scorer': { part: 'spec', req: topScorerReq, res: paged(topScorerRow), doc: '资料库：射手榜（由比赛事件计算）' },
  'api/game/the_competition_is_full': { part: 'spec', req: z.object({}), res: z.array(competitionGroup), doc: '全部赛事（按洲、国家分组）' },
  'api/Game/chat_list': { part: 'extension', req: z.object(eventId), res: chatListRes, doc: '聊天室：最近 100 条消息' },
  'api/Game/chat_send': { part: 'extension', req: chatSendReq, res: chatMessage, method: 'POST', access: 'user', doc: '聊天室：发言（每人 3 秒 1 条，140 字，敏感词过滤，完场 2 小时后关闭）' },
  'api/Game/match_intel': { part: 'extension', req: z.object(eventId), res: matchIntelRes, doc: '赛前情报：伤停与预计首发' },
  'api/Game/odds_tools': { part: 'extension', req: oddsToolsReq, res: oddsToolsRes, doc: '指数工具：凯利指数、离散度、赔付率、盘路' },
  'api/Game/alert_consent': { part: 'extension', req: alertConsentReq, res: alertConsentRes, access: 'user', doc: '比赛提醒：记录小程序订阅消息授权' },
})

export type LineupRes = z.infer<typeof lineupRes>
export type AnalysisRes = z.infer<typeof analysisRes>
export type CompanyOdds = z.infer<typeof companyOdds>
export type TransferRow = z.infer<typeof transferRow>
export type ChatMessageRow = z.infer<typeof chatMessage>
export type MatchIntelRes = z.infer<typeof matchIntelRes>
export type OddsToolsRes = z.infer<typeof oddsToolsRes>
export type HandicapRecord = z.infer<typeof handicapRecord>
