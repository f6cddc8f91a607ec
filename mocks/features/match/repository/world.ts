import type { Insertable } from 'kysely'
import type { Db } from '../../../db'
import { allRows, chunks, execute, firstRow } from '../../../db/query'
import type { MatchTables } from '../tables'
import { q } from './builder'

/** the seeded world: continents, countries, competitions, teams and their members, players, odds companies, transfers */

export async function allContinents(db: Db): Promise<Array<{ id: number; name: string }>> {
  return allRows(db, q.selectFrom('fb_continents').select(['id', 'name']).orderBy('id'))
}

export async function continentsWithCounts(db: Db): Promise<Array<{ id: number; name: string; country_count: number; league_count: number }>> {
  return allRows(db, q.selectFrom('fb_continents as c').select((eb) => [
    'c.id', 'c.name',
    eb.selectFrom('fb_countries as x').select((x) => x.fn.countAll<number>().as('n')).whereRef('x.continent_id', '=', 'c.id').$asScalar().$notNull().as('country_count'),
    eb.selectFrom('fb_leagues as l').select((x) => x.fn.countAll<number>().as('n')).whereRef('l.continent_id', '=', 'c.id').$asScalar().$notNull().as('league_count'),
  ]).orderBy('c.id'))
}

export async function continentExists(db: Db, id: number): Promise<boolean> {
  return await firstRow(db, q.selectFrom('fb_continents').select('id').where('id', '=', id)) !== undefined
}

export async function countryExists(db: Db, id: number): Promise<boolean> {
  return await firstRow(db, q.selectFrom('fb_countries').select('id').where('id', '=', id)) !== undefined
}

export async function countriesOf(db: Db, continentId: number): Promise<Array<{ id: number; continent_id: number; name: string; color: string; league_count: number }>> {
  return allRows(db, q.selectFrom('fb_countries as c').select((eb) => [
    'c.id', 'c.continent_id', 'c.name', 'c.color',
    eb.selectFrom('fb_leagues as l').select((x) => x.fn.countAll<number>().as('n')).whereRef('l.country_id', '=', 'c.id').$asScalar().$notNull().as('league_count'),
  ]).where('c.continent_id', '=', continentId).orderBy('c.id'))
}

/** every country with its continent's name */
export async function countriesWithContinent(db: Db): Promise<Array<{ id: number; name: string; continent: string; style: string }>> {
  return allRows(db, q.selectFrom('fb_countries as c').innerJoin('fb_continents as k', 'k.id', 'c.continent_id')
    .select(['c.id', 'c.name', 'k.name as continent', 'c.style']).orderBy('c.id'))
}

export function allCountries(db: Db) {
  return allRows(db, q.selectFrom('fb_countries').select(['id', 'name', 'continent_id', 'style']))
}

export function allLeagues(db: Db) {
  return allRows(db, q.selectFrom('fb_leagues').selectAll().orderBy('id'))
}

export function allTeams(db: Db) {
  return allRows(db, q.selectFrom('fb_teams').selectAll().orderBy('id'))
}

export function allPlayers(db: Db) {
  return allRows(db, q.selectFrom('fb_players').selectAll().orderBy('id'))
}

export async function allCompanies(db: Db): Promise<Array<{ id: number; name: string }>> {
  return allRows(db, q.selectFrom('fb_companies').select(['id', 'name']).orderBy('id'))
}

export async function allMemberships(db: Db): Promise<Array<{ league_id: number; team_id: number }>> {
  return allRows(db, q.selectFrom('fb_league_teams').select(['league_id', 'team_id']).orderBy('league_id').orderBy('team_id'))
}

export async function leagueMembers(db: Db, leagueId: number): Promise<number[]> {
  return (await allRows(db, q.selectFrom('fb_league_teams').select('team_id').where('league_id', '=', leagueId).orderBy('team_id'))).map((r) => r.team_id)
}

export async function hasLeagues(db: Db): Promise<boolean> {
  return await firstRow(db, q.selectFrom('fb_leagues').select('id').limit(1)) !== undefined
}

/** one page of transfers, newest first, of a team (in or out) and/or a player, dated at or before `until` */
export async function transferRows(db: Db, filter: { teamId?: number; playerId?: number; until: number }, limit: number, offset: number) {
  let qb = q.selectFrom('fb_transfers').where('at', '<=', filter.until)
  const { teamId, playerId } = filter
  if (teamId !== undefined) qb = qb.where((eb) => eb.or([eb('from_team_id', '=', teamId), eb('to_team_id', '=', teamId)]))
  if (playerId !== undefined) qb = qb.where('player_id', '=', playerId)
  const total = (await firstRow(db, qb.select((eb) => eb.fn.countAll<number>().as('n'))))?.n ?? 0
  const rows = await allRows(db, qb.selectAll().orderBy('at', 'desc').orderBy('id').limit(limit).offset(offset))
  return { rows, total }
}

/** the transfers dated in (after, until], oldest first */
export function transfersDatedBetween(db: Db, after: number, until: number) {
  return allRows(db, q.selectFrom('fb_transfers').selectAll().where('at', '>', after).where('at', '<=', until).orderBy('at').orderBy('id'))
}

/** the players with a transfer on record */
export async function transferredPlayerIds(db: Db): Promise<Set<number>> {
  return new Set((await allRows(db, q.selectFrom('fb_transfers').select('player_id').distinct())).map((r) => r.player_id))
}

// ---- the engine's writes (one world per database) ----

export async function insertTransfers(db: Db, rows: Array<Insertable<MatchTables['fb_transfers']>>): Promise<void> {
  for (const part of chunks(rows)) await execute(db, q.insertInto('fb_transfers').values(part))
}

export interface NewWorld {
  continents: Array<Insertable<MatchTables['fb_continents']>>
  countries: Array<Insertable<MatchTables['fb_countries']>>
  companies: Array<Insertable<MatchTables['fb_companies']>>
  leagues: Array<Insertable<MatchTables['fb_leagues']>>
  teams: Array<Insertable<MatchTables['fb_teams']>>
  members: Array<Insertable<MatchTables['fb_league_teams']>>
  players: Array<Insertable<MatchTables['fb_players']> & { id: number }>
  transfers: Array<Insertable<MatchTables['fb_transfers']>>
}

export async function insertWorld(db: Db, w: NewWorld): Promise<void> {
  for (const part of chunks(w.continents)) await execute(db, q.insertInto('fb_continents').values(part))
  for (const part of chunks(w.countries)) await execute(db, q.insertInto('fb_countries').values(part))
  for (const part of chunks(w.companies)) await execute(db, q.insertInto('fb_companies').values(part))
  for (const part of chunks(w.leagues)) await execute(db, q.insertInto('fb_leagues').values(part))
  for (const part of chunks(w.teams)) await execute(db, q.insertInto('fb_teams').values(part))
  for (const part of chunks(w.members)) await execute(db, q.insertInto('fb_league_teams').values(part))
  for (const part of chunks(w.players)) await execute(db, q.insertInto('fb_players').values(part))
  for (const part of chunks(w.transfers)) await execute(db, q.insertInto('fb_transfers').values(part))
}
