import type { Res } from '@contract/api'
import type { Paged } from '@contract/common'
import type { MatchRow } from '@contract/football'
import { request } from '@/services/request'

/**
 * The lottery draws (Reckoner/winnerLottery and the *Open pages). No toast on these reads:
 * every page shows its own error with a retry.
 */

export type LatestDraw = Res<'api/game/winner_lottery'>[number]
export type LotteryKind = LatestDraw['lottery']
export type PoolIssue = Res<'api/game/syqhsfc'>['list'][number]
export type DrawDetails = Res<'api/game/football_draw_details'>
export type PoolLottery = DrawDetails['lottery']
export type BdPeriod = Res<'api/game/bd_acquisition_period_number'>['list'][number]
export type BdGames = Res<'api/game/bd_get_this_game'>
export type BdGame = BdGames['list'][number]

/** the latest draw of each lottery */
export const fetchLatestDraws = () => request('api/game/winner_lottery', {}, { silent: true })

/** a pool lottery's issues, newest first (sales open up to three days ahead) */
export const fetchPoolIssues = (lottery: PoolLottery, page: number, limit: number): Promise<Paged<PoolIssue>> =>
  request('api/game/syqhsfc', { lottery, page, limit }, { silent: true })

/** one issue's matches, results and prizes */
export const fetchDrawDetails = (lottery: PoolLottery, issue: string) =>
  request('api/game/football_draw_details', { lottery, issue }, { silent: true })

/** 北京单场 periods (one a day), newest first */
export const fetchBdPeriods = (page: number, limit: number): Promise<Paged<BdPeriod>> =>
  request('api/game/bd_acquisition_period_number', { page, limit }, { silent: true })

/** one 北京单场 period's matches with handicap, SP values and results */
export const fetchBdGames = (period: string) => request('api/game/bd_get_this_game', { period }, { silent: true })

/** the finished matches of one Beijing day: 竞彩足球's results are read from them */
export const fetchFinishedMatches = (date: string, page: number, limit: number): Promise<Paged<MatchRow>> =>
  request('api/Game/get', { date, status: 'finished', page, limit }, { silent: true })
