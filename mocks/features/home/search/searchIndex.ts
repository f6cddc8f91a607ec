import type { Refs } from '../../match'
import { bestRelevance, searchNameOf, type Keyword, type SearchName } from './nameMatch'

/**
 * The seeded world's competitions, teams and players as search reads them: every name with its
 * pinyin worked out once, and a popularity to order equally relevant finds. The world never changes
 * once seeded (footballRefs.ts reads it once per database), so the index is made once per world.
 */
export interface IndexEntry {
  id: number
  names: SearchName[]
  popularity: number
}

export interface PlayerEntry extends IndexEntry {
  team_id: number
}

/**
 * Entries by the first character a keyword may start with to name them: every character of their
 * names and every initial of their pinyin (any match, by characters or by pinyin, starts with one
 * of these), so a search reads only the entries that can match.
 */
export interface Bucketed<E extends IndexEntry> {
  byFirst: Map<string, E[]>
}

export interface SearchIndex {
  leagues: Bucketed<IndexEntry>
  teams: Bucketed<IndexEntry>
  players: Bucketed<PlayerEntry>
}

function bucketed<E extends IndexEntry>(entries: readonly E[]): Bucketed<E> {
  const byFirst = new Map<string, E[]>()
  for (const e of entries) {
    const firsts = new Set<string>()
    for (const n of e.names) {
      for (const c of n.text) firsts.add(c)
      for (const c of n.pinyin.initials) firsts.add(c)
    }
    for (const c of firsts) {
      const list = byFirst.get(c)
      if (list) list.push(e)
      else byFirst.set(c, [e])
    }
  }
  return { byFirst }
}

/** a famous competition (and its clubs) outranks any squad value */
const FAMOUS_BONUS = 1e12

const indexes = new WeakMap<Refs, SearchIndex>()

function squadValues(rf: Refs): Map<number, number> {
  const values = new Map<number, number>()
  for (const [teamId, squad] of rf.squads) values.set(teamId, squad.reduce((n, p) => n + p.market_value, 0))
  return values
}

function buildIndex(rf: Refs): SearchIndex {
  const leagues = [...rf.leagues.values()].map((l) => ({
    id: l.id,
    names: [searchNameOf(l.name), searchNameOf(l.short_name)],
    popularity: (l.famous ? FAMOUS_BONUS : 0) + l.team_count,
  }))
  const values = squadValues(rf)
  const teams = [...rf.teams.values()].map((t) => ({
    id: t.id,
    names: [searchNameOf(t.name), searchNameOf(t.short_name)],
    popularity: (rf.leagues.get(t.league_id)?.famous ? FAMOUS_BONUS : 0) + (values.get(t.id) ?? 0),
  }))
  const players = [...rf.players.values()].map((p) => ({ id: p.id, team_id: p.team_id, names: [searchNameOf(p.name)], popularity: p.value }))
  return { leagues: bucketed(leagues), teams: bucketed(teams), players: bucketed(players) }
}

export function searchIndexOf(rf: Refs): SearchIndex {
  let index = indexes.get(rf)
  if (!index) indexes.set(rf, (index = buildIndex(rf)))
  return index
}

export interface Found<E> {
  entry: E
  relevance: number
}

/** the entries the keyword names, most relevant first, then most popular, then by id; at most `limit` */
export function findRanked<E extends IndexEntry>(index: Bucketed<E>, k: Keyword, limit: number): Array<Found<E>> {
  const found: Array<Found<E>> = []
  const candidates = k.text ? (index.byFirst.get(k.text[0]) ?? []) : []
  for (const entry of candidates) {
    const relevance = bestRelevance(entry.names, k)
    if (relevance > 0) found.push({ entry, relevance })
  }
  found.sort((a, b) => b.relevance - a.relevance || b.entry.popularity - a.entry.popularity || a.entry.id - b.entry.id)
  return found.slice(0, limit)
}
