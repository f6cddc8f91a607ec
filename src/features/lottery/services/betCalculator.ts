import type { Res } from '@contract/api'
import { request } from '@/services/request'

/**
 * The betting calculator's reads. No toast: the pages show their own error with a retry.
 * 北京单场 and 胜负彩 / 任选九 reuse the lottery reads in services/lottery.ts.
 */

export type JcMatch = Res<'api/game/jc_on_sale'>[number]

/** 竞彩足球 matches on sale (today and tomorrow, not kicked off) with odds for the five plays */
export const fetchJcOnSale = () => request('api/game/jc_on_sale', {}, { silent: true })

/** a past day's finished matches with their kickoff odds and scores */
export const fetchJcResults = (date: string) => request('api/game/jc_results', { date }, { silent: true })
