import { leagueRef, playerRef, teamRef, type Refs } from '../../match'
import type { SearchRes } from '../../../../types/api/home'
import type { Keyword } from './nameMatch'
import { findRanked, searchIndexOf } from './searchIndex'

/** how many of each section one answer holds (matches are paged) */
export const SEARCH_LIMITS = { leagues: 10, teams: 20, players: 20, experts: 10 } as const
/** the competitions and teams whose matches are listed: the most relevant ones */
const MATCHES_OF_FIRST = 10

/**
 * The sections of an answer found in the seeded world's names (competitions, teams, players), with
 * the ids whose matches the answer lists. They depend only on the keyword and the world, which
 * never changes once seeded, so they are kept per normalized keyword: a search box sees the same
 * keywords again and again (the popular ones, each prefix typed on the way to a name).
 */
export interface NamedSections {
  leagues: SearchRes['leagues']
  teams: SearchRes['teams']
  players: SearchRes['players']
  leagueIds: number[]
  teamIds: number[]
}

/** keywords kept per world; the oldest is forgotten first */
export const NAMED_SECTIONS_KEPT = 2000

const kept = new WeakMap<Refs, Map<string, NamedSections>>()

function findNamed(rf: Refs, k: Keyword): NamedSections {
  const index = searchIndexOf(rf)
  const leagues = findRanked(index.leagues, k, SEARCH_LIMITS.leagues).map((f) => f.entry.id)
  const teams = findRanked(index.teams, k, SEARCH_LIMITS.teams).map((f) => f.entry.id)
  const players = findRanked(index.players, k, SEARCH_LIMITS.players).map((f) => f.entry)
  return {
    leagues: leagues.map((id) => leagueRef(rf, id)),
    teams: teams.map((id) => teamRef(rf, id)),
    players: players.map((p) => ({ player: playerRef(rf, p.id), team: teamRef(rf, p.team_id) })),
    leagueIds: leagues.slice(0, MATCHES_OF_FIRST),
    teamIds: teams.slice(0, MATCHES_OF_FIRST),
  }
}

/** the named sections for a keyword, worked out once per keyword and world */
export function namedSections(rf: Refs, k: Keyword): NamedSections {
  let byKeyword = kept.get(rf)
  if (!byKeyword) kept.set(rf, (byKeyword = new Map()))
  const hit = byKeyword.get(k.text)
  if (hit) {
    // seen again: it becomes the newest
    byKeyword.delete(k.text)
    byKeyword.set(k.text, hit)
    return hit
  }
  const found = findNamed(rf, k)
  if (byKeyword.size >= NAMED_SECTIONS_KEPT) {
    const oldest = byKeyword.keys().next()
    if (!oldest.done) byKeyword.delete(oldest.value)
  }
  byKeyword.set(k.text, found)
  return found
}
