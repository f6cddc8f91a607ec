import { idList } from '../../../db/idList'
import { sql, type Insertable } from 'kysely'
import type { Db } from '../../../db'
import { allRows, chunks, execute, firstRow } from '../../../db/query'
import type { MatchTables } from '../tables'
import { q } from './builder'
import { MATCH_COLUMNS, type MatchDbRow } from './matches'

/** fb_odds: each company's opening prices and stored history (JSON) on each match */

export async function oddsHistoryText(db: Db, matchId: number, companyId: number): Promise<string | undefined> {
  return (await firstRow(db, q.selectFrom('fb_odds').select('history').where('match_id', '=', matchId).where('company_id', '=', companyId)))?.history
}

/** one company's histories of these matches, in one query */
export async function oddsHistoryTexts(db: Db, matchIds: Iterable<number>, companyId: number): Promise<Map<number, string>> {
  return new Map((await allRows(db, q.selectFrom('fb_odds').select(['match_id', 'history']).where('company_id', '=', companyId)
    .where('match_id', 'in', idList(new Set(matchIds))))).map((r) => [r.match_id, r.history]))
}

export async function companiesWithOdds(db: Db, matchId: number): Promise<number[]> {
  return (await allRows(db, q.selectFrom('fb_odds').select('company_id').where('match_id', '=', matchId).orderBy('company_id'))).map((r) => r.company_id)
}

export function openingRow(db: Db, matchId: number, companyId: number) {
  return firstRow(db, q.selectFrom('fb_odds').select(['open_home as home', 'open_draw as draw', 'open_away as away', 'history'])
    .where('match_id', '=', matchId).where('company_id', '=', companyId))
}

export interface Triple { home: number; draw: number; away: number }

/** odds within 0.05 of these, at this company, on finished matches other than `excludeId` */
function sameOdds(companyId: number, odds: Triple, now: number, excludeId: number) {
  return q.selectFrom('fb_odds as o').innerJoin('fb_matches as m', 'm.id', 'o.match_id')
    .where('o.company_id', '=', companyId)
    .where('o.open_home', '>=', odds.home - 0.05).where('o.open_home', '<=', odds.home + 0.05)
    .where('o.open_draw', '>=', odds.draw - 0.05).where('o.open_draw', '<=', odds.draw + 0.05)
    .where('o.open_away', '>=', odds.away - 0.05).where('o.open_away', '<=', odds.away + 0.05)
    .where('m.end_at', '<=', now).where('m.postponed', '=', 0).where('m.id', '!=', excludeId)
}

export async function sameOddsCounts(db: Db, companyId: number, odds: Triple, now: number, excludeId: number) {
  return await firstRow(db, sameOdds(companyId, odds, now, excludeId).select((eb) => [
    eb.fn.countAll<number>().as('n'),
    sql<number | null>`SUM(CASE WHEN m.ft_home > m.ft_away THEN 1 ELSE 0 END)`.as('h'),
    sql<number | null>`SUM(CASE WHEN m.ft_home = m.ft_away THEN 1 ELSE 0 END)`.as('d'),
    sql<number | null>`SUM(CASE WHEN m.ft_home < m.ft_away THEN 1 ELSE 0 END)`.as('a'),
  ])) ?? { n: 0, h: null, d: null, a: null }
}

export async function sameOddsRows(db: Db, companyId: number, odds: Triple, now: number, excludeId: number, limit: number, offset: number): Promise<Array<MatchDbRow & { open_home: number; open_draw: number; open_away: number }>> {
  return allRows(db, sameOdds(companyId, odds, now, excludeId).select([...MATCH_COLUMNS, 'o.open_home', 'o.open_draw', 'o.open_away'])
    .orderBy('m.start_at', 'desc').limit(limit).offset(offset))
}

export async function insertOdds(db: Db, rows: Array<Insertable<MatchTables['fb_odds']>>): Promise<void> {
  for (const part of chunks(rows)) await execute(db, q.insertInto('fb_odds').values(part))
}
