import type { Db } from '../db'
import { dayOf, dayStart, yearOf } from './calendar'
import type { SquadPlayer } from './lineup'
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

export function loadContext(db: Db, seed: number, windowStart: number): GenContext {
  const competitions = db.prepare('SELECT id, continent_id, team_count, name, type, rounds, first_day, period_days FROM fb_leagues ORDER BY id').all() as CompetitionRow[]
  const squads = new Map<number, SquadPlayer[]>()
  for (const p of db.prepare('SELECT id, team_id, name, position, shirt_number, market_value FROM fb_players ORDER BY id').all() as Array<SquadPlayer & { team_id: number }>) {
    const list = squads.get(p.team_id) ?? []
    list.push(p)
    squads.set(p.team_id, list)
  }
  const teams = new Map<number, TeamForMatch & { venue: string; style: string }>()
  const teamRows = db.prepare('SELECT t.id, t.name, t.strength, t.venue, c.style FROM fb_teams t JOIN fb_countries c ON c.id = t.country_id ORDER BY t.id').all() as Array<{ id: number; name: string; strength: number; venue: string; style: string }>
  for (const t of teamRows) teams.set(t.id, { ...t, squad: squads.get(t.id) ?? [] })
  const members = new Map<number, number[]>()
  for (const m of db.prepare('SELECT league_id, team_id FROM fb_league_teams ORDER BY league_id, team_id').all() as Array<{ league_id: number; team_id: number }>) {
    const list = members.get(m.league_id) ?? []
    list.push(m.team_id)
    members.set(m.league_id, list)
  }
  const companies = db.prepare('SELECT id FROM fb_companies ORDER BY id').pluck().all() as number[]
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

export function ensureSeason(ctx: GenContext, comp: CompetitionRow, cycle: number): number {
  const known = ctx.seasons.get(`${comp.id}:${cycle}`)
  if (known) return known
  const found = ctx.db.prepare('SELECT id FROM fb_seasons WHERE league_id = ? AND cycle = ?').pluck().get(comp.id, cycle) as number | undefined
  if (found) {
    ctx.seasons.set(`${comp.id}:${cycle}`, found)
    return found
  }
  const start = dayStart(cycleStartDay(comp, cycle))
  const baseYear = yearOf(dayStart(ctx.windowStart))
  const y = baseYear + cycle
  const name = comp.continent_id === 1 ? `${y}-${y + 1}` : `${y}`
  const id = Number(ctx.db.prepare('INSERT INTO fb_seasons (league_id, cycle, name, start_at) VALUES (?, ?, ?, ?)').run(comp.id, cycle, name, start).lastInsertRowid)
  ctx.seasons.set(`${comp.id}:${cycle}`, id)
  return id
}

/** writes every match of days [from, to] (inclusive), in one transaction */
export function generateDays(ctx: GenContext, from: number, to: number): number {
  const { db } = ctx
  const insertMatch = db.prepare(`INSERT INTO fb_matches (league_id, season_id, round, stage, home_team_id, away_team_id, start_at, end_at, postponed,
    ht_home, ht_away, ft_home, ft_away, et_home, et_away, pen_home, pen_away, referee, script) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`)
  const insertGoal = db.prepare('INSERT INTO fb_goals (match_id, season_id, team_id, player_id, assist_player_id, type, at) VALUES (?,?,?,?,?,?,?)')
  const insertOdds = db.prepare('INSERT INTO fb_odds (match_id, company_id, open_home, open_draw, open_away, history) VALUES (?,?,?,?,?,?)')
  let count = 0
  db.transaction(() => {
    for (let day = from; day <= to; day++) {
      const lite = day < ctx.windowStart
      const fixtures = rng(ctx.seed, 'day', day).shuffle(fixturesOfDay(ctx, day))
      // spread kickoffs over the whole day so that some match is always being played
      const timed = fixtures.map((f, i) => {
        const slot = fixtures.length <= SLOTS_PER_DAY ? Math.floor((i * SLOTS_PER_DAY) / fixtures.length) : i % SLOTS_PER_DAY
        return { f, start: dayStart(day) + slot * 1_800_000 }
      })
      timed.sort((a, b) => a.start - b.start || (a.f.key < b.f.key ? -1 : 1))
      for (const { f, start } of timed) {
        const knockout = f.comp.type === 2
        const input = fixtureInput(ctx, f, knockout, lite)
        const g = generateMatch(input)
        const r = rng(ctx.seed, 'extra', f.key)
        const postponed = !lite && !knockout && r.chance(0.008) ? 1 : 0
        const seasonId = ensureSeason(ctx, f.comp, f.cycle)
        const stage = knockout ? (STAGES_BY_TEAMS[f.comp.team_count] ?? [])[f.round] ?? `第${f.round + 1}轮` : '常规赛'
        const referee = personName(r, ctx.teams.get(f.home)?.style === 'cn' ? 'cn' : 'world')
        const end = postponed ? Number.MAX_SAFE_INTEGER : start + g.durationSec * 1000
        const matchId = Number(insertMatch.run(f.comp.id, seasonId, f.round + 1, stage, f.home, f.away, start, end, postponed,
          g.half[0], g.half[1], g.full[0], g.full[1], g.extra?.[0] ?? null, g.extra?.[1] ?? null, g.penalties?.[0] ?? null, g.penalties?.[1] ?? null,
          referee, JSON.stringify(g.script)).lastInsertRowid)
        count++
        if (!postponed) {
          for (const [sec, , , type, side, player, related] of g.script.events) {
            if (type !== 'goal' && type !== 'penalty_goal' && type !== 'own_goal') continue
            const teamId = side === 0 ? f.home : f.away
            insertGoal.run(matchId, seasonId, teamId, player, related || null, type, start + sec * 1000)
          }
        }
        const home = ctx.teams.get(f.home)
        const away = ctx.teams.get(f.away)
        const fair = outcomeProbabilities(...expectedGoals(home?.strength ?? 60, away?.strength ?? 60))
        for (const company of ctx.companies) {
          const h = generateOdds(ctx.seed, f.key, company, home?.strength ?? 60, away?.strength ?? 60, fair, start, lite ? 1 : r.int(4, 8))
          const [, oh, od, oa] = h.europe[0]
          insertOdds.run(matchId, company, oh, od, oa, JSON.stringify(h))
        }
      }
    }
    writePoolIssues(ctx, Math.max(from, ctx.windowStart), to - 2)
  })()
  return count
}

/** 足彩 issues: every third day of the year, 14 matches of the big European leagues over three days */
function writePoolIssues(ctx: GenContext, from: number, to: number): void {
  const pick = ctx.db.prepare(`SELECT id FROM fb_matches WHERE start_at >= ? AND start_at < ? AND postponed = 0
    AND league_id IN (SELECT id FROM fb_leagues WHERE type = 1 AND continent_id = 1) ORDER BY start_at, id`).pluck()
  const insert = ctx.db.prepare('INSERT OR IGNORE INTO fb_pool_issues (issue, day, match_ids) VALUES (?, ?, ?)')
  for (let day = from; day <= to; day++) {
    const jan1 = dayOf(Date.parse(`${yearOf(dayStart(day))}-01-01T00:00:00+08:00`))
    if ((day - jan1) % 3 !== 0) continue
    const ids = pick.all(dayStart(day), dayStart(day + 3)) as number[]
    if (ids.length < 14) continue
    const chosen = Array.from({ length: 14 }, (_, i) => ids[Math.floor((i * ids.length) / 14)])
    const issue = `${String(yearOf(dayStart(day))).slice(2)}${String((day - jan1) / 3 + 1).padStart(3, '0')}`
    insert.run(issue, day, JSON.stringify(chosen))
  }
}
