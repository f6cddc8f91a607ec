import type { Db } from '../db'
import { setSetting } from '../services/settings'
import { DAY_MS, dayOf, dayStart } from './calendar'
import { generateDays, loadContext } from './generate'
import type { Position } from './lineup'
import { clubSuffix, personName, placeName, uniqueShortName, venueName } from './names'
import { rng } from './random'
import { CUP_PERIOD_DAYS, CUP_ROUND_DAYS, LEAGUE_BREAK_DAYS, LEAGUE_ROUND_DAYS } from './schedule'
import { CONTINENTS, COUNTRIES, CUPS, LEAGUES, LEAGUE_COLORS, ODDS_COMPANIES } from './world'

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

export function isSeeded(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) FROM fb_leagues').pluck().get() as number) > 0
}

export function seedFootball(db: Db, seed: number, now: number): void {
  const windowStart = dayOf(now) - PAST_DAYS
  db.transaction(() => seedWorld(db, seed, windowStart))()
  const ctx = loadContext(db, seed, windowStart)
  const firstDay = Math.min(...ctx.competitions.map((c) => c.first_day - c.period_days))
  const until = dayOf(now) + AHEAD_DAYS
  generateDays(ctx, firstDay, until)
  setSetting(db, SETTING_SEED, String(seed))
  setSetting(db, SETTING_WINDOW_START, String(windowStart))
  setSetting(db, SETTING_GENERATED_UNTIL, String(until))
}

/** extends the schedule so that fixtures exist up to 14 days after `now` (a server started on an old database) */
export function topUpFootball(db: Db, now: number): number {
  const seed = Number(db.prepare("SELECT value FROM settings WHERE key = ?").pluck().get(SETTING_SEED))
  const windowStart = Number(db.prepare("SELECT value FROM settings WHERE key = ?").pluck().get(SETTING_WINDOW_START))
  const until = Number(db.prepare("SELECT value FROM settings WHERE key = ?").pluck().get(SETTING_GENERATED_UNTIL))
  const target = dayOf(now) + AHEAD_DAYS
  if (target <= until) return 0
  const ctx = loadContext(db, seed, windowStart)
  const added = generateDays(ctx, until + 1, target)
  setSetting(db, SETTING_GENERATED_UNTIL, String(target))
  return added
}

function seedWorld(db: Db, seed: number, windowStart: number): void {
  const r = rng(seed, 'world')
  CONTINENTS.forEach((name, i) => db.prepare('INSERT INTO fb_continents (id, name) VALUES (?, ?)').run(i + 1, name))
  const continentId = (name: string) => CONTINENTS.indexOf(name as (typeof CONTINENTS)[number]) + 1
  const countryIds = new Map<string, number>()
  COUNTRIES.forEach((c, i) => {
    db.prepare('INSERT INTO fb_countries (id, continent_id, name, color, style) VALUES (?, ?, ?, ?, ?)').run(i + 1, continentId(c.continent), c.name, TEAM_COLORS[i % TEAM_COLORS.length], c.style)
    countryIds.set(c.name, i + 1)
  })
  ODDS_COMPANIES.forEach((name, i) => db.prepare('INSERT INTO fb_companies (id, name) VALUES (?, ?)').run(i + 1, name))

  const insertLeague = db.prepare(`INSERT INTO fb_leagues (id, country_id, continent_id, name, short_name, color, type, famous, team_count, rounds, first_day, period_days)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const insertTeam = db.prepare('INSERT INTO fb_teams (id, country_id, league_id, name, short_name, color, strength, venue, coach) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
  const insertMember = db.prepare('INSERT INTO fb_league_teams (league_id, team_id) VALUES (?, ?)')
  const insertPlayer = db.prepare('INSERT INTO fb_players (id, team_id, name, position, shirt_number, market_value, age, nationality) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')

  // leagues play on days of residue (index mod 4); a cup avoids the residues of its teams' leagues
  const residueOfLeague = new Map<number, number>()
  const teamNames = new Set<string>()
  const teamShortNames = new Set<string>()
  const teamsByLeague = new Map<number, Array<{ id: number; strength: number }>>()
  let teamId = 0
  let playerId = 0
  LEAGUES.forEach((l, i) => {
    const id = i + 1
    const rounds = 2 * (l.teams - 1)
    const country = COUNTRIES.find((c) => c.name === l.country)
    if (!country) throw new Error(`league ${l.short} names an unknown country`)
    insertLeague.run(id, countryIds.get(l.country), continentId(country.continent), l.name, l.short, LEAGUE_COLORS[i % LEAGUE_COLORS.length], 1, l.famous ? 1 : 0, l.teams,
      rounds, windowStart + (i % 4), rounds * LEAGUE_ROUND_DAYS + LEAGUE_BREAK_DAYS)
    residueOfLeague.set(id, i % 4)
    const cities = [...(country.cities ?? [])]
    const members: Array<{ id: number; strength: number }> = []
    for (let k = 0; k < l.teams; k++) {
      let city = cities.length ? cities.splice(r.int(0, cities.length - 1), 1)[0] : placeName(r)
      let suffix = clubSuffix(r, country.style)
      while (teamNames.has(city + suffix)) {
        city = placeName(r)
        suffix = clubSuffix(r, country.style)
      }
      const name = city + suffix
      teamNames.add(name)
      const shortName = uniqueShortName(city, suffix, teamShortNames)
      teamShortNames.add(shortName)
      teamId++
      // a few strong clubs at the top of each league
      const strength = Math.round(l.level - 14 + 28 * Math.pow(r.next(), 1.6))
      insertTeam.run(teamId, countryIds.get(l.country), id, name, shortName, TEAM_COLORS[r.int(0, TEAM_COLORS.length - 1)], strength, venueName(r, city), personName(r, country.style))
      insertMember.run(id, teamId)
      members.push({ id: teamId, strength })
      const shirts = r.shuffle(Array.from({ length: 39 }, (_, n) => n + 2))
      for (const [position, count] of SQUAD) {
        for (let p = 0; p < count; p++) {
          playerId++
          const shirt = position === '门将' && p === 0 ? 1 : (shirts.pop() ?? 40 + p)
          const foreign = r.chance(0.25)
          const nationality = foreign ? r.pick(COUNTRIES).name : l.country
          const style = foreign ? (COUNTRIES.find((c) => c.name === nationality)?.style ?? 'world') : country.style
          const value = Math.round((400_000 * Math.exp((strength - 50) / 9) * (0.25 + r.next() * 1.6)) / 10_000) * 10_000
          insertPlayer.run(playerId, teamId, personName(r, style), position, shirt, Math.max(50_000, value), r.int(18, 36), nationality)
        }
      }
    }
    teamsByLeague.set(id, members)
  })

  // cups: domestic cups take the country's clubs; continental cups the best clubs of the continent
  const taken = new Set<number>()
  const usedOffsets = new Set<number>()
  CUPS.forEach((c, i) => {
    const id = LEAGUES.length + i + 1
    const leagueIds = LEAGUES.map((l, k) => ({ l, id: k + 1 })).filter(({ l }) =>
      c.country ? l.country === c.country : COUNTRIES.find((x) => x.name === l.country)?.continent === c.continent)
    // when the cup's leagues leave a residue free, it plays then; otherwise (Europe) it takes only clubs of the other residues
    const residues = new Set(leagueIds.map((x) => residueOfLeague.get(x.id)))
    const blocked = residues.size < 4 ? residues : new Set<number>()
    let offset = 0
    while (usedOffsets.has(offset) || blocked.has(offset % 4)) offset++
    // cups meet on distinct days of the 16-day round cycle, so no club plays two cups on one day
    if (offset >= CUP_ROUND_DAYS) throw new Error(`no free cup day for ${c.short}`)
    usedOffsets.add(offset)
    const rounds = Math.log2(c.teams)
    insertLeague.run(id, c.country ? countryIds.get(c.country) : null, continentId(c.continent), c.name, c.short, LEAGUE_COLORS[(i + 5) % LEAGUE_COLORS.length], 2, c.famous ? 1 : 0, c.teams,
      rounds, windowStart + 8 + offset, CUP_PERIOD_DAYS)
    const pool = leagueIds
      .filter(({ id: lid }) => residueOfLeague.get(lid) !== offset % 4)
      .flatMap(({ id: lid }) => teamsByLeague.get(lid) ?? [])
      .filter((t) => c.country || !taken.has(t.id))
      .sort((a, b) => b.strength - a.strength || a.id - b.id)
      .slice(0, c.teams)
    if (pool.length < c.teams) throw new Error(`cup ${c.short} has ${pool.length} clubs for ${c.teams} places`)
    for (const t of pool) {
      insertMember.run(id, t.id)
      if (!c.country) taken.add(t.id)
    }
  })

  // transfers: the recent moves of about one player in seven
  const insertTransfer = db.prepare('INSERT INTO fb_transfers (player_id, from_team_id, to_team_id, at, fee, kind) VALUES (?, ?, ?, ?, ?, ?)')
  const players = db.prepare('SELECT id, team_id, market_value FROM fb_players ORDER BY id').all() as Array<{ id: number; team_id: number; market_value: number }>
  for (const p of players) {
    if (!r.chance(0.15)) continue
    const kind = r.pick(['转会', '转会', '租借', '自由转会'] as const)
    const from = r.chance(0.9) ? r.int(1, teamId) : null
    const fee = kind === '转会' ? Math.round((p.market_value * (0.6 + r.next())) / 100_000) * 100_000 : 0
    insertTransfer.run(p.id, from === p.team_id ? null : from, p.team_id, dayStart(windowStart) - r.int(0, 120) * DAY_MS, fee, kind)
  }
}
