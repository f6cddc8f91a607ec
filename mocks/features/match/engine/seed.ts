import type { Db } from '../../../db'
import { followHighestIds } from '../../../db/identities'
import { getSetting, setSetting } from '../../../services/settings'
import { hasLeagues, insertWorld, type NewWorld } from '../repository/world'
import { DAY_MS, dayOf, dayStart } from './calendar'
import { generateDays, loadContext } from './generate'
import type { Position } from './lineup'
import type { Rng } from './random'
import { clubSuffix, personName, placeName, uniqueShortName, venueName } from './names'
import { rng } from './random'
import { CUP_PERIOD_DAYS, CUP_ROUND_DAYS, LEAGUE_BREAK_DAYS, LEAGUE_ROUND_DAYS } from './schedule'
import { CONTINENTS, COUNTRIES, CUPS, LEAGUES, LEAGUE_COLORS, ODDS_COMPANIES } from './world'
import { drawMove, drawTransfersAhead } from './transfersAhead'

/**
 * Seeds an empty database: the world (continents .. players), then every match from the previous
 * season of each competition up to 14 days ahead. Deterministic from (seed, day of `now`).
 */

export const SETTING_SEED = 'fb_seed'
export const SETTING_WINDOW_START = 'fb_window_start'
export const SETTING_GENERATED_UNTIL = 'fb_generated_until'
/** days of played matches before the seeding day, and of fixtures after it */
export const PAST_DAYS = 60
export const AHEAD_DAYS = 14

const SQUAD: Array<[Position, number]> = [['门将', 2], ['后卫', 6], ['中场', 7], ['前锋', 5]]
const TEAM_COLORS = ['#d6336c', '#1c7ed6', '#2f9e44', '#f59f00', '#7048e8', '#e03131', '#0c8599', '#5c940d', '#c2255c', '#364fc7', '#e8590c', '#212529', '#862e9c', '#1098ad']

export async function isSeeded(db: Db): Promise<boolean> {
  return hasLeagues(db)
}

export async function seedFootball(db: Db, seed: number, now: number): Promise<void> {
  const windowStart = dayOf(now) - PAST_DAYS
  await db.transaction(() => insertWorld(db, buildWorld(seed, windowStart)))
  // the world's ids are fixed: later rows of the same tables (transfers drawn ahead) take the next ones
  await followHighestIds(db)
  const ctx = await loadContext(db, seed, windowStart)
  const firstDay = Math.min(...ctx.competitions.map((c) => c.first_day - c.period_days))
  const until = dayOf(now) + AHEAD_DAYS
  await generateDays(ctx, firstDay, until)
  await drawTransfersAhead(db, seed, dayOf(now), until)
  await setSetting(db, SETTING_SEED, String(seed))
  await setSetting(db, SETTING_WINDOW_START, String(windowStart))
  await setSetting(db, SETTING_GENERATED_UNTIL, String(until))
  await followHighestIds(db)
}

/** extends the schedule so that fixtures exist up to 14 days after `now` (a server started on an old database) */
export async function topUpFootball(db: Db, now: number): Promise<number> {
  const seed = Number(await getSetting(db, SETTING_SEED))
  const windowStart = Number(await getSetting(db, SETTING_WINDOW_START))
  const until = Number(await getSetting(db, SETTING_GENERATED_UNTIL))
  const target = dayOf(now) + AHEAD_DAYS
  if (target <= until) return 0
  const ctx = await loadContext(db, seed, windowStart)
  const added = await generateDays(ctx, until + 1, target)
  await drawTransfersAhead(db, seed, dayOf(now), target)
  await setSetting(db, SETTING_GENERATED_UNTIL, String(target))
  return added
}

/** what the world is built from, and what each step leaves for the next */
interface WorldDraft extends NewWorld {
  r: Rng
  windowStart: number
  countryIds: Map<string, number>
  /** leagues play on days of residue (index mod 4); a cup avoids the residues of its teams' leagues */
  residueOfLeague: Map<number, number>
  teamNames: Set<string>
  teamShortNames: Set<string>
  teamsByLeague: Map<number, Array<{ id: number; strength: number }>>
}

const continentId = (name: string) => CONTINENTS.indexOf(name as (typeof CONTINENTS)[number]) + 1

/** the rows of the whole world, drawn in the same order as ever (the same seed gives the same world) */
export function buildWorld(seed: number, windowStart: number): NewWorld {
  const w: WorldDraft = {
    r: rng(seed, 'world'), windowStart, countryIds: new Map(), residueOfLeague: new Map(), teamNames: new Set(), teamShortNames: new Set(), teamsByLeague: new Map(),
    continents: CONTINENTS.map((name, i) => ({ id: i + 1, name })),
    countries: COUNTRIES.map((c, i) => ({ id: i + 1, continent_id: continentId(c.continent), name: c.name, color: TEAM_COLORS[i % TEAM_COLORS.length], style: c.style })),
    companies: ODDS_COMPANIES.map((name, i) => ({ id: i + 1, name })),
    leagues: [], teams: [], members: [], players: [], transfers: [],
  }
  COUNTRIES.forEach((c, i) => w.countryIds.set(c.name, i + 1))
  LEAGUES.forEach((l, i) => addLeague(w, l, i))
  addCups(w)
  addTransfers(w)
  return w
}

function addLeague(w: WorldDraft, l: (typeof LEAGUES)[number], i: number): void {
  const id = i + 1
  const rounds = 2 * (l.teams - 1)
  const country = COUNTRIES.find((c) => c.name === l.country)
  if (!country) throw new Error(`league ${l.short} names an unknown country`)
  w.leagues.push({
    id, country_id: w.countryIds.get(l.country) ?? null, continent_id: continentId(country.continent), name: l.name, short_name: l.short,
    color: LEAGUE_COLORS[i % LEAGUE_COLORS.length], type: 1, famous: l.famous ? 1 : 0, team_count: l.teams,
    rounds, first_day: w.windowStart + (i % 4), period_days: rounds * LEAGUE_ROUND_DAYS + LEAGUE_BREAK_DAYS,
  })
  w.residueOfLeague.set(id, i % 4)
  const cities = [...(country.cities ?? [])]
  const members: Array<{ id: number; strength: number }> = []
  for (let k = 0; k < l.teams; k++) members.push(addTeam(w, l, id, country, cities))
  w.teamsByLeague.set(id, members)
}

function addTeam(w: WorldDraft, l: (typeof LEAGUES)[number], leagueId: number, country: (typeof COUNTRIES)[number], cities: string[]): { id: number; strength: number } {
  const { r } = w
  let city = cities.length ? cities.splice(r.int(0, cities.length - 1), 1)[0] : placeName(r)
  let suffix = clubSuffix(r, country.style)
  while (w.teamNames.has(city + suffix)) {
    city = placeName(r)
    suffix = clubSuffix(r, country.style)
  }
  const name = city + suffix
  w.teamNames.add(name)
  const shortName = uniqueShortName(city, suffix, w.teamShortNames)
  w.teamShortNames.add(shortName)
  const teamId = w.teams.length + 1
  // a few strong clubs at the top of each league
  const strength = Math.round(l.level - 14 + 28 * Math.pow(r.next(), 1.6))
  w.teams.push({
    id: teamId, country_id: w.countryIds.get(l.country) ?? 0, league_id: leagueId, name, short_name: shortName,
    color: TEAM_COLORS[r.int(0, TEAM_COLORS.length - 1)], strength, venue: venueName(r, city), coach: personName(r, country.style),
  })
  w.members.push({ league_id: leagueId, team_id: teamId })
  addSquad(w, l, teamId, strength, country)
  return { id: teamId, strength }
}

function addSquad(w: WorldDraft, l: (typeof LEAGUES)[number], teamId: number, strength: number, country: (typeof COUNTRIES)[number]): void {
  const { r } = w
  const shirts = r.shuffle(Array.from({ length: 39 }, (_, n) => n + 2))
  for (const [position, count] of SQUAD) {
    for (let p = 0; p < count; p++) {
      const shirt = position === '门将' && p === 0 ? 1 : (shirts.pop() ?? 40 + p)
      const foreign = r.chance(0.25)
      const nationality = foreign ? r.pick(COUNTRIES).name : l.country
      const style = foreign ? (COUNTRIES.find((c) => c.name === nationality)?.style ?? 'world') : country.style
      const value = Math.round((400_000 * Math.exp((strength - 50) / 9) * (0.25 + r.next() * 1.6)) / 10_000) * 10_000
      w.players.push({
        id: w.players.length + 1, team_id: teamId, name: personName(r, style), position, shirt_number: shirt,
        market_value: Math.max(50_000, value), age: r.int(18, 36), nationality,
      })
    }
  }
}

/** cups: domestic cups take the country's clubs; continental cups the best clubs of the continent */
function addCups(w: WorldDraft): void {
  const taken = new Set<number>()
  const usedOffsets = new Set<number>()
  CUPS.forEach((c, i) => {
    const id = LEAGUES.length + i + 1
    const leagueIds = LEAGUES.map((l, k) => ({ l, id: k + 1 })).filter(({ l }) =>
      c.country ? l.country === c.country : COUNTRIES.find((x) => x.name === l.country)?.continent === c.continent)
    const offset = cupOffset(w, c.short, leagueIds.map((x) => x.id), usedOffsets)
    const rounds = Math.log2(c.teams)
    w.leagues.push({
      id, country_id: c.country ? (w.countryIds.get(c.country) ?? null) : null, continent_id: continentId(c.continent), name: c.name, short_name: c.short,
      color: LEAGUE_COLORS[(i + 5) % LEAGUE_COLORS.length], type: 2, famous: c.famous ? 1 : 0, team_count: c.teams,
      rounds, first_day: w.windowStart + 8 + offset, period_days: CUP_PERIOD_DAYS,
    })
    const pool = leagueIds
      .filter(({ id: lid }) => w.residueOfLeague.get(lid) !== offset % 4)
      .flatMap(({ id: lid }) => w.teamsByLeague.get(lid) ?? [])
      .filter((t) => c.country || !taken.has(t.id))
      .sort((a, b) => b.strength - a.strength || a.id - b.id)
      .slice(0, c.teams)
    if (pool.length < c.teams) throw new Error(`cup ${c.short} has ${pool.length} clubs for ${c.teams} places`)
    for (const t of pool) {
      w.members.push({ league_id: id, team_id: t.id })
      if (!c.country) taken.add(t.id)
    }
  })
}

/** the cup's day in the 16-day round cycle: a residue its leagues leave free, else (Europe) any free one */
function cupOffset(w: WorldDraft, short: string, leagueIds: number[], usedOffsets: Set<number>): number {
  const residues = new Set(leagueIds.map((id) => w.residueOfLeague.get(id)))
  const blocked = residues.size < 4 ? residues : new Set<number>()
  let offset = 0
  while (usedOffsets.has(offset) || blocked.has(offset % 4)) offset++
  // cups meet on distinct days of the 16-day round cycle, so no club plays two cups on one day
  if (offset >= CUP_ROUND_DAYS) throw new Error(`no free cup day for ${short}`)
  usedOffsets.add(offset)
  return offset
}

/** transfers: the recent moves of about one player in seven */
function addTransfers(w: WorldDraft): void {
  const { r } = w
  const teamCount = w.teams.length
  for (const p of w.players) {
    if (!r.chance(0.15)) continue
    const move = drawMove(r, p, teamCount)
    w.transfers.push({ ...move, at: dayStart(w.windowStart) - r.int(0, 120) * DAY_MS })
  }
}
