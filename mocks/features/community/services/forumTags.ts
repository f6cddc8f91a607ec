import type { Db } from '../../../db'
import type { ForumPlace, ForumRace, ForumRaceType } from '../../../../types/api/community'
import type { Paged } from '../../../../types/common'
import { DAY_MS, dayOf, dayStart } from '../../match'
import { hashKeys } from '../../match'
import { COUNTRIES } from '../../match'
import { refs, type Refs } from '../../match/services/footballRefs'
import { statement } from '../../../services/statements'

/** what the board's tags and filters offer: matches and leagues people talk about, matches to tag, places */

/** popularity counts posts of the last week */
const POPULAR_WINDOW_MS = 7 * DAY_MS

interface MatchRow {
  id: number
  league_id: number
  home_team_id: number
  away_team_id: number
  start_at: number
  post_count: number
}

function toRace(rf: Refs, m: MatchRow): ForumRace {
  const home = rf.teams.get(m.home_team_id)
  const away = rf.teams.get(m.away_team_id)
  return {
    event_id: m.id,
    name: `${home?.short_name ?? ''} vs ${away?.short_name ?? ''}`,
    league_id: m.league_id,
    league_name: rf.leagues.get(m.league_id)?.short_name ?? '',
    start_at: m.start_at,
    post_count: m.post_count,
  }
}

const POST_COUNT = '(SELECT COUNT(*) FROM forum_posts p WHERE p.match_id = m.id AND p.deleted_at IS NULL) AS post_count'

function famousIds(rf: Refs): string {
  const ids = [...rf.leagues.values()].filter((l) => l.famous).map((l) => l.id)
  return ids.length ? ids.join(',') : '0'
}

/** the matches with the most posts this week; topped up with the famous competitions' matches of today and tomorrow */
export function popularRaces(db: Db, now: number, limit: number): ForumRace[] {
  const rf = refs(db)
  const talked = statement(
    db,
    `SELECT m.id, m.league_id, m.home_team_id, m.away_team_id, m.start_at, COUNT(*) AS post_count
     FROM forum_posts p JOIN fb_matches m ON m.id = p.match_id
     WHERE p.deleted_at IS NULL AND p.created_at >= ? GROUP BY m.id ORDER BY post_count DESC, m.start_at DESC LIMIT ?`,
  ).all(now - POPULAR_WINDOW_MS, limit) as MatchRow[]
  const list = talked.map((m) => toRace(rf, m))
  if (list.length < limit) {
    const seen = new Set(list.map((r) => r.event_id))
    const today = dayStart(dayOf(now))
    const more = statement(
      db,
      `SELECT m.id, m.league_id, m.home_team_id, m.away_team_id, m.start_at, ${POST_COUNT} FROM fb_matches m
       WHERE m.start_at >= ? AND m.start_at < ? AND m.postponed = 0 AND m.league_id IN (${famousIds(rf)}) ORDER BY m.start_at, m.id LIMIT ?`,
    ).all(today, today + 2 * DAY_MS, limit * 2) as MatchRow[]
    for (const m of more) {
      if (list.length >= limit) break
      if (!seen.has(m.id)) list.push(toRace(rf, m))
    }
  }
  return list
}

/** leagues by posts (tagged with the league or one of its matches) this week */
export function popularRaceTypes(db: Db, now: number, limit: number): ForumRaceType[] {
  const rf = refs(db)
  const rows = statement(
    db,
    `SELECT league_id, COUNT(*) AS post_count FROM forum_posts WHERE league_id IS NOT NULL AND deleted_at IS NULL AND created_at >= ?
     GROUP BY league_id ORDER BY post_count DESC, league_id LIMIT ?`,
  ).all(now - POPULAR_WINDOW_MS, limit) as Array<{ league_id: number; post_count: number }>
  return rows.map((r) => ({ league_id: r.league_id, name: rf.leagues.get(r.league_id)?.short_name ?? '', post_count: r.post_count }))
}

/** matches one may tag: yesterday to three days ahead, the famous competitions first; a keyword matches team or league names */
export function taggableMatches(db: Db, now: number, keyword: string, page: number, limit: number): Paged<ForumRace> {
  const rf = refs(db)
  const from = dayStart(dayOf(now) - 1)
  const to = dayStart(dayOf(now) + 4)
  let filter = ''
  if (keyword) {
    const teams = [...rf.teams.values()].filter((t) => t.name.includes(keyword) || t.short_name.includes(keyword)).map((t) => t.id)
    const leagues = [...rf.leagues.values()].filter((l) => l.name.includes(keyword) || l.short_name.includes(keyword)).map((l) => l.id)
    // ids are integers from the seeded world, never user text: safe to inline, and the statement cache keys on them
    const teamList = teams.length ? teams.join(',') : '0'
    const leagueList = leagues.length ? leagues.join(',') : '0'
    filter = `AND (m.home_team_id IN (${teamList}) OR m.away_team_id IN (${teamList}) OR m.league_id IN (${leagueList}))`
  }
  const where = `m.start_at >= @from AND m.start_at < @to AND m.postponed = 0 ${filter}`
  const params = { from, to, limit, offset: (page - 1) * limit }
  const total = (keyword ? db.prepare(`SELECT COUNT(*) FROM fb_matches m WHERE ${where}`) : statement(db, `SELECT COUNT(*) FROM fb_matches m WHERE ${where}`)).pluck().get(params) as number
  const sql = `SELECT m.id, m.league_id, m.home_team_id, m.away_team_id, m.start_at, ${POST_COUNT} FROM fb_matches m WHERE ${where}
     ORDER BY (m.league_id IN (${famousIds(rf)})) DESC, m.start_at, m.id LIMIT @limit OFFSET @offset`
  // keyword searches build one-off SQL: prepared per call so they do not crowd the shared statement cache
  const rows = (keyword ? db.prepare(sql) : statement(db, sql)).all(params) as MatchRow[]
  return { list: rows.map((m) => toRace(rf, m)), page, limit, total, has_more: page * limit < total }
}

// ---- places: the seeded clubs' stadiums and the named cities ----

const placeCache = new WeakMap<Db, ForumPlace[]>()

/** a stable point for a name: no map service is reachable, so coordinates only need to be consistent */
function pointFor(name: string, band: { lat: number; lng: number }): { latitude: number; longitude: number } {
  const h = hashKeys('place', name)
  const round = (x: number) => Math.round(x * 1e6) / 1e6
  return { latitude: round(band.lat + ((h % 10_000) / 10_000) * 8 - 4), longitude: round(band.lng + ((Math.floor(h / 10_000) % 10_000) / 10_000) * 8 - 4) }
}

/** rough centre of each continent, so a stadium lands on the right side of the world */
const CONTINENT_CENTRE: Record<string, { lat: number; lng: number }> = {
  欧洲: { lat: 48, lng: 10 },
  亚洲: { lat: 33, lng: 115 },
  非洲: { lat: 8, lng: 20 },
  南美洲: { lat: -15, lng: -55 },
  北美洲: { lat: 38, lng: -95 },
  大洋洲: { lat: -28, lng: 140 },
}

export function allPlaces(db: Db): ForumPlace[] {
  const hit = placeCache.get(db)
  if (hit) return hit
  const rf = refs(db)
  const countries = new Map(
    (db.prepare('SELECT c.id, c.name, k.name AS continent FROM fb_countries c JOIN fb_continents k ON k.id = c.continent_id').all() as Array<{ id: number; name: string; continent: string }>).map((c) => [c.id, c]),
  )
  const places: ForumPlace[] = []
  const seen = new Set<string>()
  for (const def of COUNTRIES) {
    for (const city of def.cities ?? []) {
      const band = CONTINENT_CENTRE[def.continent] ?? CONTINENT_CENTRE['亚洲']
      places.push({ name: city, address: `${def.name}·${city}`, ...pointFor(city, band) })
      seen.add(city)
    }
  }
  for (const team of rf.teams.values()) {
    if (seen.has(team.venue)) continue
    seen.add(team.venue)
    const country = countries.get(team.country_id)
    const band = CONTINENT_CENTRE[country?.continent ?? '亚洲'] ?? CONTINENT_CENTRE['亚洲']
    places.push({ name: team.venue, address: `${country?.name ?? ''}·${team.name}主场`, ...pointFor(team.venue, band) })
  }
  placeCache.set(db, places)
  return places
}

export function searchPlaces(db: Db, keyword: string, page: number, limit: number): Paged<ForumPlace> {
  const all = allPlaces(db)
  const found = keyword ? all.filter((p) => p.name.includes(keyword) || p.address.includes(keyword)) : all
  return { list: found.slice((page - 1) * limit, page * limit), page, limit, total: found.length, has_more: page * limit < found.length }
}
