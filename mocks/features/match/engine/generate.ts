import type { Db } from '../../../db'
import { insertGoals, insertMatches, nextMatchId, poolCandidateIds, type NewGoal, type NewMatch } from '../repository/matches'
import { insertOdds } from '../repository/odds'
import { insertPoolIssue } from '../repository/poolIssues'
import { insertSeason, seasonIdOf } from '../repository/seasons'
import { allCompanies, allCountries, allLeagues, allMemberships, allPlayers, allTeams } from '../repository/world'
import { dayOf, dayStart, yearOf } from './calendar'
import { positionOf, type SquadPlayer } from './lineup'
import { personName } from './names'
import { generateOdds, outcomeProbabilities } from './odds'
import { rng } from './random'
import { cycleStartDay, roundOnDay, roundRobinPairs, type CompetitionCalendar } from './schedule'
import { expectedGoals, fixtureWinner, generateMatch, type FixtureInput, type TeamForMatch } from './script'
import { STAGES_BY_TEAMS } from './world'

/**
 * Lays out and writes the matches of a range of days. Used by the first seed and by the top-up at
 * start-up, so a server started weeks later still has matches live and coming.
 */

export interface CompetitionRow extends CompetitionCalendar {
  id: number
  continent_id: number
  team_count: number
  name: string
}

export interface GenContext {
  db: Db
  seed: number
  /** days before it are old (lite) matches: no text broadcast, two odds points */
  windowStart: number
  competitions: CompetitionRow[]
  teams: Map<number, TeamForMatch & { venue: string; style: string }>
  /** team ids of each competition, ordered by id */
  members: Map<number, number[]>
  brackets: Map<string, Array<Array<[number, number]>>>
  /** season id by 'competition:cycle' */
  seasons: Map<string, number>
  companies: number[]
}

export async function loadContext(db: Db, seed: number, windowStart: number): Promise<GenContext> {
  const competitions: CompetitionRow[] = (await allLeagues(db)).map((l) => ({
    id: l.id, continent_id: l.continent_id, team_count: l.team_count, name: l.name, type: l.type === 2 ? 2 : 1, rounds: l.rounds, first_day: l.first_day, period_days: l.period_days,
  }))
  const squads = new Map<number, SquadPlayer[]>()
  for (const p of await allPlayers(db)) {
    const list = squads.get(p.team_id) ?? []
    list.push({ id: p.id, name: p.name, position: positionOf(p.position), shirt_number: p.shirt_number, market_value: p.market_value })
    squads.set(p.team_id, list)
  }
  const styles = new Map((await allCountries(db)).map((c) => [c.id, c.style]))
  const teams = new Map<number, TeamForMatch & { venue: string; style: string }>()
  for (const t of await allTeams(db)) teams.set(t.id, { id: t.id, name: t.name, strength: t.strength, venue: t.venue, style: styles.get(t.country_id) ?? 'world', squad: squads.get(t.id) ?? [] })
  const members = new Map<number, number[]>()
  for (const m of await allMemberships(db)) {
    const list = members.get(m.league_id) ?? []
    list.push(m.team_id)
    members.set(m.league_id, list)
  }
  const companies = (await allCompanies(db)).map((c) => c.id)
  return { db, seed, windowStart, competitions, teams, members, brackets: new Map(), seasons: new Map(), companies }
}

interface Fixture {
  comp: CompetitionRow
  cycle: number
  round: number
  home: number
  away: number
  key: string
}

function matchKey(compId: number, cycle: number, round: number, home: number, away: number): string {
  return `${compId}:${cycle}:${round}:${home}-${away}`
}

function fixtureInput(ctx: GenContext, f: { key: string; home: number; away: number }, knockout: boolean, lite: boolean): FixtureInput {
  const home = ctx.teams.get(f.home)
  const away = ctx.teams.get(f.away)
  if (!home || !away) throw new Error(`unknown team in fixture ${f.key}`)
  return { seed: ctx.seed, key: f.key, home, away, knockout, lite }
}

/** the pairs of every round of a cup edition, winners of one round meeting in the next */
function bracket(ctx: GenContext, comp: CompetitionRow, cycle: number): Array<Array<[number, number]>> {
  const id = `${comp.id}:${cycle}`
  const cached = ctx.brackets.get(id)
  if (cached) return cached
  const entrants = rng(ctx.seed, 'draw', comp.id, cycle).shuffle([...(ctx.members.get(comp.id) ?? [])])
  const rounds: Array<Array<[number, number]>> = []
  let alive = entrants
  for (let round = 0; round < comp.rounds; round++) {
    const pairs: Array<[number, number]> = []
    for (let i = 0; i + 1 < alive.length; i += 2) pairs.push([alive[i], alive[i + 1]])
    rounds.push(pairs)
    alive = pairs.map(([h, a]) => {
      const input = fixtureInput(ctx, { key: matchKey(comp.id, cycle, round, h, a), home: h, away: a }, true, true)
      return fixtureWinner(input) === 0 ? h : a
    })
  }
  ctx.brackets.set(id, rounds)
  return rounds
}

function fixturesOfDay(ctx: GenContext, day: number): Fixture[] {
  const out: Fixture[] = []
  for (const comp of ctx.competitions) {
    const at = roundOnDay(comp, day)
    if (!at) continue
    let pairs: Array<[number, number]>
    if (comp.type === 1) {
      const order = rng(ctx.seed, 'table', comp.id, at.cycle).shuffle([...(ctx.members.get(comp.id) ?? [])])
      pairs = roundRobinPairs(order.length, at.round).map(([a, b]) => [order[a], order[b]])
    } else {
      pairs = bracket(ctx, comp, at.cycle)[at.round]
    }
    for (const [home, away] of pairs) out.push({ comp, cycle: at.cycle, round: at.round, home, away, key: matchKey(comp.id, at.cycle, at.round, home, away) })
  }
  return out
}

const SLOTS_PER_DAY = 48

export async function ensureSeason(ctx: GenContext, comp: CompetitionRow, cycle: number): Promise<number> {
  const known = ctx.seasons.get(`${comp.id}:${cycle}`)
  if (known) return known
  const found = await seasonIdOf(ctx.db, comp.id, cycle)
  if (found) {
    ctx.seasons.set(`${comp.id}:${cycle}`, found)
    return found
  }
  const start = dayStart(cycleStartDay(comp, cycle))
  const baseYear = yearOf(dayStart(ctx.windowStart))
  const y = baseYear + cycle
  const name = comp.continent_id === 1 ? `${y}-${y + 1}` : `${y}`
  const id = await insertSeason(ctx.db, { league_id: comp.id, cycle, name, start_at: start })
  ctx.seasons.set(`${comp.id}:${cycle}`, id)
  return id
}

/** the day's fixtures with their kickoffs, spread over the whole day so that some match is always being played */
function timedFixtures(ctx: GenContext, day: number): Array<{ f: Fixture; start: number }> {
  const fixtures = rng(ctx.seed, 'day', day).shuffle(fixturesOfDay(ctx, day))
  const timed = fixtures.map((f, i) => {
    const slot = fixtures.length <= SLOTS_PER_DAY ? Math.floor((i * SLOTS_PER_DAY) / fixtures.length) : i % SLOTS_PER_DAY
    return { f, start: dayStart(day) + slot * 1_800_000 }
  })
  return timed.sort((a, b) => a.start - b.start || (a.f.key < b.f.key ? -1 : 1))
}

/** the rows of one day, written together */
interface DayRows {
  matches: NewMatch[]
  goals: NewGoal[]
  odds: Array<{ match_id: number; company_id: number; open_home: number; open_draw: number; open_away: number; history: string }>
}

/** one fixture played out: its match row (with the id it will get), its goals and every company's odds */
async function playFixture(ctx: GenContext, f: Fixture, start: number, lite: boolean, matchId: number, out: DayRows): Promise<void> {
  const knockout = f.comp.type === 2
  const g = generateMatch(fixtureInput(ctx, f, knockout, lite))
  const r = rng(ctx.seed, 'extra', f.key)
  const postponed = !lite && !knockout && r.chance(0.008) ? 1 : 0
  const seasonId = await ensureSeason(ctx, f.comp, f.cycle)
  const stage = knockout ? (STAGES_BY_TEAMS[f.comp.team_count] ?? [])[f.round] ?? `第${f.round + 1}轮` : '常规赛'
  const referee = personName(r, ctx.teams.get(f.home)?.style === 'cn' ? 'cn' : 'world')
  out.matches.push({
    id: matchId, league_id: f.comp.id, season_id: seasonId, round: f.round + 1, stage, home_team_id: f.home, away_team_id: f.away,
    start_at: start, end_at: postponed ? Number.MAX_SAFE_INTEGER : start + g.durationSec * 1000, postponed,
    ht_home: g.half[0], ht_away: g.half[1], ft_home: g.full[0], ft_away: g.full[1], et_home: g.extra?.[0] ?? null, et_away: g.extra?.[1] ?? null,
    pen_home: g.penalties?.[0] ?? null, pen_away: g.penalties?.[1] ?? null, referee, script: JSON.stringify(g.script),
  })
  if (!postponed) {
    for (const [sec, , , type, side, player, related] of g.script.events) {
      if (type !== 'goal' && type !== 'penalty_goal' && type !== 'own_goal') continue
      out.goals.push({ match_id: matchId, season_id: seasonId, team_id: side === 0 ? f.home : f.away, player_id: player, assist_player_id: related || null, type, at: start + sec * 1000 })
    }
  }
  const home = ctx.teams.get(f.home)?.strength ?? 60
  const away = ctx.teams.get(f.away)?.strength ?? 60
  const fair = outcomeProbabilities(...expectedGoals(home, away))
  for (const company of ctx.companies) {
    const h = generateOdds(ctx.seed, f.key, company, home, away, fair, start, lite ? 1 : r.int(4, 8))
    const [, oh, od, oa] = h.europe[0]
    out.odds.push({ match_id: matchId, company_id: company, open_home: oh, open_draw: od, open_away: oa, history: JSON.stringify(h) })
  }
}

/** writes every match of days [from, to] (inclusive), in one transaction; a day's rows go in a few multi-row inserts */
export async function generateDays(ctx: GenContext, from: number, to: number): Promise<number> {
  const { db } = ctx
  let count = 0
  await db.transaction(async () => {
    let nextId = await nextMatchId(db)
    for (let day = from; day <= to; day++) {
      const lite = day < ctx.windowStart
      const rows: DayRows = { matches: [], goals: [], odds: [] }
      for (const { f, start } of timedFixtures(ctx, day)) await playFixture(ctx, f, start, lite, nextId++, rows)
      await insertMatches(db, rows.matches)
      await insertGoals(db, rows.goals)
      await insertOdds(db, rows.odds)
      count += rows.matches.length
    }
    await writePoolIssues(ctx, Math.max(from, ctx.windowStart), to - 2)
  })
  return count
}

/** 足彩 issues: every third day of the year, 14 matches of the big European leagues over three days */
async function writePoolIssues(ctx: GenContext, from: number, to: number): Promise<void> {
  for (let day = from; day <= to; day++) {
    const jan1 = dayOf(Date.parse(`${yearOf(dayStart(day))}-01-01T00:00:00+08:00`))
    if ((day - jan1) % 3 !== 0) continue
    const ids = await poolCandidateIds(ctx.db, dayStart(day), dayStart(day + 3))
    if (ids.length < 14) continue
    const chosen = Array.from({ length: 14 }, (_, i) => ids[Math.floor((i * ids.length) / 14)])
    const issue = `${String(yearOf(dayStart(day))).slice(2)}${String((day - jan1) / 3 + 1).padStart(3, '0')}`
    await insertPoolIssue(ctx.db, { issue, day, match_ids: JSON.stringify(chosen) })
  }
}
