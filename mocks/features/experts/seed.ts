import type { Db } from '../../db'
import { WIN_OR_NOT, type PredictionPlay } from '../../../types/prediction'
import { createExpert } from './services/experts'
import {
  DAY_MS, dayStart, LEAGUES, leagueMembers, matchesKickingOff, matchesToPredictByIds, oddsHistoryText, refs, resultsBefore, rng,
  seasonResults, SETTING_GENERATED_UNTIL, SETTING_SEED, SETTING_WINDOW_START, type MatchToPredict, type OddsHistory, type Refs, type ResultsBefore, type Rng,
} from '../match'
import { outcomeOf, type PredictionPick } from './services/settlement'
import { getSetting, setSetting } from '../../services/settings'
import { buildRoster } from './roster'
import { analysis, type AnalysisFacts, type FormLetter, type TeamForm } from './seedAnalysis'
import { headline } from './seedTexts'
import { expertCount, generatedExperts } from './repository/experts'
import { setContent } from './repository/predictionWrites'
import { insertGeneratedPredictions, seededSinglesToAnalyse, type GeneratedPrediction } from './repository/seed'

/**
 * Seeds the experts and their predictions: for matches of the football window (the past 60 days and
 * the fixtures ahead) a share of matches, more in the big leagues, get 1-6 picks by different experts,
 * priced from the match's own odds at the moment of publishing. A pick is chosen knowing the
 * simulated result, right with the expert's skill as its chance, so records differ (~40% to ~65%);
 * the stored rows stay pending until settlement sees the match finished on the clock.
 */

export const SETTING_PREDICTIONS_UNTIL = 'pred_generated_until'

/** chance that a match gets predictions and how many, by the competition's standing */
const TIERS = {
  famous: { share: 0.7, min: 2, max: 6 },
  strong: { share: 0.3, min: 1, max: 3 },
  other: { share: 0.12, min: 1, max: 2 },
} as const
/** the level from which a league counts as strong (world.ts levels) */
const STRONG_LEVEL = 64
const PRICES = [8, 18, 28, 58, 88]
const FREE_SHARE = 0.3
const PLAY_WEIGHTS: Array<[PredictionPlay, number]> = [['1x2', 0.4], ['handicap', 0.35], ['overUnder', 0.25]]
/** published between 1 and 36 hours before kickoff */
const PUBLISH_MINUTES: [number, number] = [60, 36 * 60]

interface GenExpert {
  id: number
  skill: number
  leagueId: number | null
  play: PredictionPlay | null
}

export interface Option {
  pick: PredictionPick
  odds: number
}

/**
 * Idempotent: creates the experts on a database that has none, then writes predictions for every
 * football day not covered yet (first seed, a top-up, or a database seeded before experts existed).
 * Answers what it added. Needs the football data seeded first.
 */
export async function ensurePredictions(db: Db): Promise<{ experts: number; predictions: number }> {
  const seedText = await getSetting(db, SETTING_SEED)
  const footballUntil = await getSetting(db, SETTING_GENERATED_UNTIL)
  if (seedText === undefined || footballUntil === undefined) return { experts: 0, predictions: 0 }
  const seed = Number(seedText)
  const windowStart = Number(await getSetting(db, SETTING_WINDOW_START))
  const done = await getSetting(db, SETTING_PREDICTIONS_UNTIL)
  const from = done === undefined ? windowStart : Number(done) + 1
  const to = Number(footballUntil)
  let experts = 0
  let predictions = 0
  await db.transaction(async () => {
    if (await expertCount(db) === 0) experts = await seedExperts(db, seed, windowStart)
    if (from <= to) {
      predictions = await generatePredictions(db, seed, from, to)
      await setSetting(db, SETTING_PREDICTIONS_UNTIL, String(to))
      // predictions written from scratch carry their analyses already
      if (done === undefined) await setSetting(db, SETTING_ANALYSES_DONE, ANALYSES_VERSION)
    }
  })
  return { experts, predictions }
}

export const SETTING_ANALYSES_DONE = 'pred_analyses_written'
/**
 * The generator version the seeded analyses were written with: '1' could argue against its own pick
 * (issue 26), '2' argues for it (seedAnalysis.ts).
 */
export const ANALYSES_VERSION = '2'

/**
 * A database seeded before the analyses existed gets them once: every seeded prediction without
 * content is given the analysis it would have been seeded with (the same text as on a fresh
 * database). One written by an older generator has every seeded analysis written again with the
 * current one. Predictions of real experts are never touched. Answers how many were written.
 */
export async function ensureAnalyses(db: Db): Promise<number> {
  const seedText = await getSetting(db, SETTING_SEED)
  const done = await getSetting(db, SETTING_ANALYSES_DONE)
  if (seedText === undefined || done === ANALYSES_VERSION) return 0
  const writer = await analysisWriter(db, Number(seedText))
  const rows = await seededSinglesToAnalyse(db, done === undefined ? 'unanalysed' : 'all')
  const matches = await matchesToPredictByIds(db, rows.map((r) => r.matchId))
  let written = 0
  await db.transaction(async () => {
    for (const row of rows) {
      const match = matches.get(row.matchId)
      const content = match ? await writer.write({ ...row, match }) : ''
      if (content) written += await setContent(db, row.id, content)
    }
    await setSetting(db, SETTING_ANALYSES_DONE, ANALYSES_VERSION)
  })
  return written
}

interface PredictionToAnalyse {
  expertId: number
  match: MatchToPredict
  play: PredictionPlay
  pick: PredictionPick
  line: number | null
  price: number
  publishedAt: number
}

/** share of free seeded predictions that come with an analysis (every paid one does) */
const FREE_ANALYSIS_SHARE = 0.85
const FORM_MATCHES = 5
const H2H_MATCHES = 6

type SeasonResult = Awaited<ReturnType<typeof seasonResults>>[number]

const parseHistory = (text: string | undefined): OddsHistory => {
  if (text === undefined) throw new Error('a seeded match has odds of every company')
  return JSON.parse(text)
}

/** a team's last FORM_MATCHES results before `at` */
function formOf(results: ResultsBefore, teamId: number, at: number): TeamForm {
  const form: TeamForm = { results: [], goalsFor: 0, goalsAgainst: 0 }
  for (const m of results.last(teamId, at, FORM_MATCHES)) {
    const [gf, ga] = m.home === teamId ? [m.hg, m.ag] : [m.ag, m.hg]
    form.goalsFor += gf
    form.goalsAgainst += ga
    const letter: FormLetter = gf > ga ? 'W' : gf === ga ? 'D' : 'L'
    form.results.push(letter)
  }
  return form
}

/** the two teams' meetings before `at`, from the home side's view */
function headToHeadOf(results: ResultsBefore, m: MatchToPredict, at: number): AnalysisFacts['h2h'] {
  const h2h = { played: 0, homeWins: 0, draws: 0, awayWins: 0 }
  for (const x of results.meetings(m.home_team_id, m.away_team_id, at, H2H_MATCHES)) {
    const [hg, ag] = x.home === m.home_team_id ? [x.hg, x.ag] : [x.ag, x.hg]
    h2h.played++
    if (hg > ag) h2h.homeWins++
    else if (hg === ag) h2h.draws++
    else h2h.awayWins++
  }
  return h2h
}

/** the league table at `at` computed from the season's results (the standings service's order), for league competitions */
async function tableAt(db: Db, rf: Refs, cache: { seasons: Map<number, SeasonResult[]>; teams: Map<number, number[]> }, m: MatchToPredict, at: number): Promise<AnalysisFacts['table']> {
  if (rf.leagues.get(m.league_id)?.type !== 1) return null
  let results = cache.seasons.get(m.season_id)
  if (!results) cache.seasons.set(m.season_id, (results = await seasonResults(db, m.season_id)))
  let teams = cache.teams.get(m.league_id)
  if (!teams) cache.teams.set(m.league_id, (teams = await leagueMembers(db, m.league_id)))
  const points = new Map<number, { pts: number; gd: number; gf: number }>()
  for (const id of teams) points.set(id, { pts: 0, gd: 0, gf: 0 })
  let played = 0
  for (const x of results) {
    if (x.end > at) break
    const h = points.get(x.home)
    const a = points.get(x.away)
    if (!h || !a) continue
    played++
    h.pts += x.hg > x.ag ? 3 : x.hg === x.ag ? 1 : 0
    a.pts += x.ag > x.hg ? 3 : x.hg === x.ag ? 1 : 0
    h.gd += x.hg - x.ag
    a.gd += x.ag - x.hg
    h.gf += x.hg
    a.gf += x.ag
  }
  if (!played) return null
  // the same order as the standings service: points, goal difference, goals, team id
  const order = [...points.entries()].sort(([ia, a], [ib, b]) => b.pts - a.pts || b.gd - a.gd || b.gf - a.gf || ia - ib).map(([id]) => id)
  const homeRank = order.indexOf(m.home_team_id) + 1
  const awayRank = order.indexOf(m.away_team_id) + 1
  return homeRank && awayRank ? { homeRank, awayRank, teams: order.length } : null
}

/**
 * Writes analyses from a match's data as it stood at publishing. Its own rng per prediction (keyed
 * by the fixture, the expert and the play), so adding analyses changed none of the seeded picks,
 * and a database filled later gets the same text as a fresh one.
 */
async function analysisWriter(db: Db, seed: number) {
  const rf = await refs(db)
  const referenceCompany = Math.min(...rf.companies.keys())
  const cache = { seasons: new Map<number, SeasonResult[]>(), teams: new Map<number, number[]>() }
  const results = await resultsBefore(db)
  return {
    /** the analysis of a seeded prediction, '' when this free one goes without */
    async write(p: PredictionToAnalyse): Promise<string> {
      const m = p.match
      const r = rng(seed, 'analysis', `${m.league_id}:${m.start_at}:${m.home_team_id}-${m.away_team_id}`, p.expertId, p.play)
      if (p.price === 0 && !r.chance(FREE_ANALYSIS_SHARE)) return ''
      const h2h = headToHeadOf(results, m, p.publishedAt)
      const history = parseHistory(await oddsHistoryText(db, m.id, referenceCompany))
      const series = p.play === '1x2' ? history.europe : p.play === 'handicap' ? history.asia : history.ou
      const [, ...open] = series[0]
      const [, ...now] = pointAt(series, p.publishedAt)
      return analysis(r, {
        home: rf.teams.get(m.home_team_id)?.short_name ?? '主队',
        away: rf.teams.get(m.away_team_id)?.short_name ?? '客队',
        play: p.play, pick: p.pick, line: p.line,
        homeForm: formOf(results, m.home_team_id, p.publishedAt),
        awayForm: formOf(results, m.away_team_id, p.publishedAt),
        h2h,
        table: await tableAt(db, rf, cache, m, p.publishedAt),
        movement: { open, now },
      })
    },
  }
}

async function seedExperts(db: Db, seed: number, windowStart: number): Promise<number> {
  const leagueIds = new Map([...(await refs(db)).leagues.values()].map((l) => [l.short_name, l.id]))
  const r = rng(seed, 'expert-accounts')
  const roster = buildRoster(seed)
  for (const e of roster) {
    const joined = dayStart(windowStart) - r.int(30, 900) * DAY_MS + r.int(8, 23) * 3_600_000
    await createExpert(db, { nickname: e.nickname, title: e.title, gen: { skill: e.skill, leagueId: e.league ? (leagueIds.get(e.league) ?? null) : null, play: e.play } }, joined)
  }
  return roster.length
}

function tierOf(rf: Refs, leagueId: number): (typeof TIERS)[keyof typeof TIERS] {
  const l = rf.leagues.get(leagueId)
  if (!l) throw new Error(`league ${leagueId} missing`)
  if (l.famous) return TIERS.famous
  if (l.type === 2) return TIERS.strong
  const level = LEAGUES.find((x) => x.short === l.short_name)?.level ?? 0
  return level >= STRONG_LEVEL ? TIERS.strong : TIERS.other
}

/** how likely an expert is to cover a match of this competition: their own league first, then its country, continent */
function affinity(rf: Refs, e: GenExpert, leagueId: number): number {
  if (e.leagueId === null) return 3
  if (e.leagueId === leagueId) return 12
  const mine = rf.leagues.get(e.leagueId)
  const theirs = rf.leagues.get(leagueId)
  if (mine?.country_id && mine.country_id === theirs?.country_id) return 4
  if (mine?.continent_id === theirs?.continent_id) return 1
  return 0.3
}

/** k distinct items, each draw weighted */
function weightedSample<T>(r: Rng, items: T[], weight: (t: T) => number, k: number): T[] {
  const pool = items.map((t) => ({ t, w: weight(t) }))
  const out: T[] = []
  while (out.length < k && pool.length) {
    let x = r.next() * pool.reduce((s, p) => s + p.w, 0)
    let i = 0
    while (i < pool.length - 1 && x >= pool[i].w) x -= pool[i++].w
    out.push(pool.splice(i, 1)[0].t)
  }
  return out
}

const round2 = (x: number) => Math.round(x * 100) / 100

/** the point of a movement in force at `t` (the opening one if `t` is earlier) */
function pointAt<P extends [number, ...number[]]>(points: P[], t: number): P {
  let found = points[0]
  for (const p of points) if (p[0] <= t) found = p
  return found
}

/** the line and the odds of each pick of a play at moment `at` (also what publishing takes: mocks/features/experts/services/publishing.ts) */
export function optionsOf(play: PredictionPlay, h: OddsHistory, at: number): { line: number | null; options: Option[] } {
  if (play === '1x2') {
    const [, home, draw, away] = pointAt(h.europe, at)
    return { line: null, options: [{ pick: 'home', odds: home }, { pick: 'draw', odds: draw }, { pick: 'away', odds: away }] }
  }
  if (play === 'handicap') {
    const [, home, line, away] = pointAt(h.asia, at)
    return { line, options: [{ pick: 'home', odds: round2(1 + home) }, { pick: 'away', odds: round2(1 + away) }] }
  }
  const [, over, line, under] = pointAt(h.ou, at)
  return { line, options: [{ pick: 'over', odds: round2(1 + over) }, { pick: 'under', odds: round2(1 + under) }] }
}

/**
 * An expert's pick, knowing the result. Right with chance skill × p(actual) / Σp², p being the market's
 * probabilities: over the outcomes the market expects that averages to `skill`, yet a long shot that
 * came in is rarely called, as with real tipsters. A wrong pick follows the market too. When the line
 * lands exactly (a push) every side is the same and the market decides.
 */
function informedPick(r: Rng, skill: number, options: Option[], outcome: (o: Option) => number): Option {
  const implied = options.map((o) => 1 / o.odds)
  const sum = implied.reduce((a, b) => a + b, 0)
  const p = new Map(options.map((o, i) => [o, implied[i] / sum]))
  const hit = options.find((o) => outcome(o) === WIN_OR_NOT.hit)
  const misses = options.filter((o) => outcome(o) === WIN_OR_NOT.miss)
  const market = (o: Option) => p.get(o) ?? 0
  if (!hit || !misses.length) return weightedSample(r, options, market, 1)[0]
  const spread = options.reduce((a, o) => a + market(o) ** 2, 0)
  return r.chance(Math.min(0.95, (skill * market(hit)) / spread)) ? hit : weightedSample(r, misses, market, 1)[0]
}

interface GenContext {
  db: Db
  seed: number
  rf: Refs
  experts: GenExpert[]
  companies: number[]
  writer: Awaited<ReturnType<typeof analysisWriter>>
}

/** writes the predictions of matches kicking off on days [from, to] (in a few statements); answers how many */
async function generatePredictions(db: Db, seed: number, from: number, to: number): Promise<number> {
  const rf = await refs(db)
  const experts = await generatedExperts(db)
  if (!experts.length) return 0
  const ctx: GenContext = { db, seed, rf, experts, companies: [...rf.companies.keys()].sort((a, b) => a - b), writer: await analysisWriter(db, seed) }
  const rows: GeneratedPrediction[] = []
  for (const m of await matchesKickingOff(db, dayStart(from), dayStart(to + 1))) rows.push(...await predictMatch(ctx, m))
  return insertGeneratedPredictions(db, rows)
}

/** a share of matches get picks by a few experts (keyed by what identifies the match, not its row id: the same fixture gets the same picks) */
async function predictMatch(ctx: GenContext, m: MatchToPredict): Promise<GeneratedPrediction[]> {
  const { rf } = ctx
  const r = rng(ctx.seed, 'predictions', `${m.league_id}:${m.start_at}:${m.home_team_id}-${m.away_team_id}`)
  const tier = tierOf(rf, m.league_id)
  if (!r.chance(tier.share)) return []
  const chosen = weightedSample(r, ctx.experts, (e) => affinity(rf, e, m.league_id), r.int(tier.min, tier.max))
  const histories = new Map<number, OddsHistory>()
  const rows: GeneratedPrediction[] = []
  for (const e of chosen) {
    const play = e.play && r.chance(0.6) ? e.play : weightedSample(r, PLAY_WEIGHTS, ([, w]) => w, 1)[0][0]
    const publishedAt = m.start_at - r.int(...PUBLISH_MINUTES) * 60_000
    const company = r.pick(ctx.companies)
    let h = histories.get(company)
    if (!h) histories.set(company, (h = parseHistory(await oddsHistoryText(ctx.db, m.id, company))))
    const { line, options } = optionsOf(play, h, publishedAt)
    const choice = informedPick(r, e.skill, options, (o) => outcomeOf({ play, pick: o.pick, line }, [m.ft_home, m.ft_away]))
    const free = r.chance(FREE_SHARE)
    // better experts ask more
    const price = free ? 0 : PRICES[Math.min(PRICES.length - 1, Math.floor(r.next() * 3 + ((e.skill - 0.38) / 0.3) * 2))]
    const league = rf.leagues.get(m.league_id)?.short_name ?? ''
    const title = headline(r, play, choice.pick, {
      home: rf.teams.get(m.home_team_id)?.short_name ?? '', away: rf.teams.get(m.away_team_id)?.short_name ?? '', league, line,
    }, price === 0)
    const content = await ctx.writer.write({ expertId: e.id, match: m, play, pick: choice.pick, line, price, publishedAt })
    rows.push({ expertId: e.id, matchId: m.id, play, pick: choice.pick, line, odds: choice.odds, title, content, price, publishedAt, endsAt: m.end_at })
  }
  return rows
}
