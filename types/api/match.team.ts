import { z } from 'zod'
import { defineEndpoints } from '../endpoint'
import { pageReq, paged, zBool, zId } from '../common'
import { leagueRef, matchRow, playerRef, teamRef } from '../football'
import { recordSummary, transferRow } from './match'
import { forumPost } from './community'

/**
 * Teams and players (issue 24): a team's home (RecentGames?team_id=) with its tabs, a player's card
 * (…&player_id=), following teams and players with counts the server keeps.
 */

export const teamHeader = z.object({
  team: teamRef,
  /** the league the team plays in */
  league: leagueRef,
  /** its place in that league's current table, null before the table exists */
  rank: z.number().int().nullable(),
  venue: z.string(),
  coach: z.string(),
  followers: z.number().int(),
  /** false when the caller is not signed in */
  followed: z.boolean(),
})

/** the first screen in one request: the header and the 赛程 tab (recent results and the next fixtures) */
export const teamHomeRes = z.object({
  header: teamHeader,
  summary: recordSummary,
  /** last results, oldest first */
  form: z.array(z.enum(['W', 'D', 'L'])),
  /** the last 10 finished matches, newest first */
  results: z.array(matchRow),
  /** the next 10 matches, soonest first */
  fixtures: z.array(matchRow),
  /** the latest 资讯 tagged with those matches (战报, 前瞻) or with the team (转会), newest first, at most 3 (docs/product/news.md) */
  news: z.array(forumPost).optional(),
})

export const squadGroup = z.object({
  position: z.string(),
  players: z.array(playerRef),
})
export const teamSquadRes = z.object({ team_id: z.number().int(), groups: z.array(squadGroup) })

export const venueFigures = recordSummary.extend({ clean_sheets: z.number().int() })
export const playerCount = z.object({ player: playerRef, count: z.number().int() })
/** a team's season in its league, counted from the results and events of matches finished by now */
export const teamStatsRes = z.object({
  team_id: z.number().int(),
  league: leagueRef,
  season_name: z.string(),
  all: venueFigures,
  home: venueFigures,
  away: venueFigures,
  /** the last five league results, oldest first */
  form: z.array(z.enum(['W', 'D', 'L'])),
  /** own goals are not a scorer's; at most 5 each, most first */
  top_scorers: z.array(playerCount),
  top_assists: z.array(playerCount),
  yellow_cards: z.number().int(),
  red_cards: z.number().int(),
})

export const playerMatchLine = z.object({
  match: matchRow,
  started: z.boolean(),
  /** minutes on the pitch (90 for a full match, extra time not counted) */
  minutes: z.number().int(),
  goals: z.number().int(),
  assists: z.number().int(),
  yellow: z.number().int(),
  red: z.number().int(),
  /** the final rating of that match (docs/product/match-centre.md), one decimal; null when unrated */
  rating: z.number().nullable(),
})
export const playerSeason = z.object({
  season_name: z.string(),
  appearances: z.number().int(),
  starts: z.number().int(),
  goals: z.number().int(),
  assists: z.number().int(),
  yellow: z.number().int(),
  red: z.number().int(),
  /** the mean of the final ratings of the season's appearances, one decimal; null with none */
  average_rating: z.number().nullable(),
})
export const playerCardRes = z.object({
  player: playerRef,
  team: teamRef,
  league: leagueRef,
  season: playerSeason,
  /** the last five finished matches of the club the player was in the squad for, newest first */
  last_matches: z.array(playerMatchLine),
  transfers: z.array(transferRow),
  followers: z.number().int(),
  followed: z.boolean(),
})

export const teamFollowReq = z.object({ team_id: zId, attention: zBool.default(true) })
export const playerFollowReq = z.object({ player_id: zId, attention: zBool.default(true) })
export const followCountRes = z.object({ id: z.number().int(), followed: z.boolean(), followers: z.number().int() })

export const followedTeamRow = z.object({ team: teamRef, league: leagueRef, followers: z.number().int() })
export const followedPlayerRow = z.object({ player: playerRef, team: teamRef, followers: z.number().int() })
/** the home's 我的关注 block: each followed team's live match, else its next one */
export const followedMatchesRes = z.object({
  list: z.array(matchRow),
  /** the followed teams' latest 战报, newest first, at most 3 */
  reports: z.array(forumPost).optional(),
})

const teamId = { team_id: zId }
export const matchTeamEndpoints = defineEndpoints({
  'api/Game/team_home': { part: 'extension', req: z.object(teamId), res: teamHomeRes, doc: '球队主页首屏：球队信息与赛程（一次请求）' },
  'api/Game/team_squad': { part: 'extension', req: z.object(teamId), res: teamSquadRes, doc: '球队阵容（按位置）' },
  'api/Game/team_stats': { part: 'extension', req: z.object(teamId), res: teamStatsRes, doc: '球队本赛季数据（由赛果与事件计算）' },
  'api/Game/player_card': { part: 'extension', req: z.object({ player_id: zId }), res: playerCardRes, doc: '球员资料卡' },
  'api/Game/team_follow': { part: 'extension', req: teamFollowReq, res: followCountRes, access: 'user', doc: '关注/取消关注球队' },
  'api/Game/player_follow': { part: 'extension', req: playerFollowReq, res: followCountRes, access: 'user', doc: '关注/取消关注球员' },
  'api/Game/my_teams': { part: 'extension', req: pageReq, res: paged(followedTeamRow), access: 'user', doc: '我关注的球队' },
  'api/Game/my_players': { part: 'extension', req: pageReq, res: paged(followedPlayerRow), access: 'user', doc: '我关注的球员' },
  'api/Game/followed_team_matches': { part: 'extension', req: z.object({}), res: followedMatchesRes, access: 'user', doc: '我关注球队的进行中或下一场比赛' },
})

export type TeamHomeRes = z.infer<typeof teamHomeRes>
export type TeamSquadRes = z.infer<typeof teamSquadRes>
export type TeamStatsRes = z.infer<typeof teamStatsRes>
export type PlayerCardRes = z.infer<typeof playerCardRes>
