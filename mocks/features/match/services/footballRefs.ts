import type { Db } from '../../../db'
import type { LeagueRef, Logo, PlayerRef, TeamRef } from '../../../../types/football'
import { positionOf, type Position } from '../engine/lineup'
import { allCompanies, allContinents, allCountries, allLeagues, allPlayers, allTeams } from '../repository/world'

/**
 * The seeded world never changes once seeded (teams, competitions, players), so it is read once
 * per database and kept in memory: match rows are built from it without joins.
 */
export interface Refs {
  teams: Map<number, TeamRef & { league_id: number; venue: string; coach: string; country_id: number }>
  leagues: Map<number, LeagueRef & { continent_id: number; famous: boolean; team_count: number }>
  players: Map<number, PlayerRef & { team_id: number; value: number }>
  squads: Map<number, Array<{ id: number; name: string; position: Position; shirt_number: number; market_value: number }>>
  companies: Map<number, { id: number; name: string }>
}

/**
 * the read itself is kept, not only its result: a page of 120 rows asks for it 120 times at once, and
 * before the first read ended each started its own (on PostgreSQL, 120 reads of every team and player)
 */
const cache = new WeakMap<Db, Promise<Refs>>()

export function logoOf(name: string, color: string): Logo {
  return { color, text: name.slice(0, 1) }
}

export const marketValueText = (euros: number) => `€${euros}`

async function leaguesOf(db: Db): Promise<Refs['leagues']> {
  const countries = new Map((await allCountries(db)).map((c) => [c.id, c.name]))
  const continents = new Map((await allContinents(db)).map((c) => [c.id, c.name]))
  const leagues: Refs['leagues'] = new Map()
  for (const l of await allLeagues(db)) {
    leagues.set(l.id, {
      id: l.id, name: l.name, short_name: l.short_name, color: l.color, type: l.type === 2 ? 2 : 1, country_id: l.country_id,
      country_name: l.country_id ? (countries.get(l.country_id) ?? '') : (continents.get(l.continent_id) ?? ''),
      continent_id: l.continent_id, famous: l.famous === 1, team_count: l.team_count,
    })
  }
  return leagues
}

async function playersOf(db: Db): Promise<Pick<Refs, 'players' | 'squads'>> {
  const players: Refs['players'] = new Map()
  const squads: Refs['squads'] = new Map()
  for (const row of await allPlayers(db)) {
    const p = { ...row, position: positionOf(row.position) }
    players.set(p.id, { id: p.id, name: p.name, position: p.position, shirt_number: p.shirt_number, market_value: marketValueText(p.market_value), age: p.age, nationality: p.nationality, team_id: p.team_id, value: p.market_value })
    const squad = squads.get(p.team_id) ?? []
    squad.push({ id: p.id, name: p.name, position: p.position, shirt_number: p.shirt_number, market_value: p.market_value })
    squads.set(p.team_id, squad)
  }
  return { players, squads }
}

export function refs(db: Db): Promise<Refs> {
  let read = cache.get(db)
  if (!read) {
    read = readRefs(db)
    cache.set(db, read)
    // a failed read is not kept: the next call reads again
    read.catch(() => cache.delete(db))
  }
  return read
}

async function readRefs(db: Db): Promise<Refs> {
  const teams: Refs['teams'] = new Map()
  for (const t of await allTeams(db)) {
    teams.set(t.id, { id: t.id, name: t.name, short_name: t.short_name, logo: logoOf(t.short_name, t.color), league_id: t.league_id, venue: t.venue, coach: t.coach, country_id: t.country_id })
  }
  const companies = new Map((await allCompanies(db)).map((c) => [c.id, c]))
  return { teams, leagues: await leaguesOf(db), ...await playersOf(db), companies }
}

export function teamRef(r: Refs, id: number): TeamRef {
  const t = r.teams.get(id)
  if (!t) throw new Error(`team ${id} missing from the seeded world`)
  return { id: t.id, name: t.name, short_name: t.short_name, logo: t.logo }
}

export function leagueRef(r: Refs, id: number): LeagueRef {
  const l = r.leagues.get(id)
  if (!l) throw new Error(`league ${id} missing from the seeded world`)
  return { id: l.id, name: l.name, short_name: l.short_name, color: l.color, type: l.type, country_id: l.country_id, country_name: l.country_name }
}

export function playerRef(r: Refs, id: number): PlayerRef {
  const p = r.players.get(id)
  if (!p) throw new Error(`player ${id} missing from the seeded world`)
  return { id: p.id, name: p.name, position: p.position, shirt_number: p.shirt_number, market_value: p.market_value, age: p.age, nationality: p.nationality }
}
