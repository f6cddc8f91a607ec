import type { Db } from '../db'
import { WIN_OR_NOT, type PredictionPlay } from '../../types/prediction'
import { createExpert } from '../features/experts/services/experts'
import { refs, type Refs } from '../features/match/services/footballRefs'
import { outcomeOf, type PredictionPick } from '../features/experts/services/settlement'
import { getSetting, setSetting } from '../services/settings'
import { DAY_MS, dayStart } from './calendar'
import { buildRoster } from './expertRoster'
import type { OddsHistory } from './odds'
import { headline } from './predictionTexts'
import { rng, type Rng } from './random'
import { SETTING_GENERATED_UNTIL, SETTING_SEED, SETTING_WINDOW_START } from './seed'
import { LEAGUES } from './world'

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

interface MatchToPredict {
  id: number
  league_id: number
  home_team_id: number
  away_team_id: number
  start_at: number
  end_at: number
  ft_home: number
  ft_away: number
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
export function ensurePredictions(db: Db): { experts: number; predictions: number } {
  const seedText = getSetting(db, SETTING_SEED)
  const footballUntil = getSetting(db, SETTING_GENERATED_UNTIL)
  if (seedText === undefined || footballUntil === undefined) return { experts: 0, predictions: 0 }
  const seed = Number(seedText)
  const windowStart = Number(getSetting(db, SETTING_WINDOW_START))
  const done = getSetting(db, SETTING_PREDICTIONS_UNTIL)
  const from = done === undefined ? windowStart : Number(done) + 1
  const to = Number(footballUntil)
  let experts = 0
  let predictions = 0
  db.transaction(() => {
    if ((db.prepare('SELECT COUNT(*) FROM experts').pluck().get() as number) === 0) experts = seedExperts(db, seed, windowStart)
    if (from <= to) {
      predictions = generatePredictions(db, seed, from, to)
      setSetting(db, SETTING_PREDICTIONS_UNTIL, String(to))
    }
  })()
  return { experts, predictions }
}

function seedExperts(db: Db, seed: number, windowStart: number): number {
  const leagueIds = new Map([...refs(db).leagues.values()].map((l) => [l.short_name, l.id]))
  const r = rng(seed, 'expert-accounts')
  const roster = buildRoster(seed)
  for (const e of roster) {
    const joined = dayStart(windowStart) - r.int(30, 900) * DAY_MS + r.int(8, 23) * 3_600_000
    createExpert(db, { nickname: e.nickname, title: e.title, gen: { skill: e.skill, leagueId: e.league ? (leagueIds.get(e.league) ?? null) : null, play: e.play } }, joined)
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

/** writes the predictions of matches kicking off on days [from, to]; answers how many */
function generatePredictions(db: Db, seed: number, from: number, to: number): number {
  const rf = refs(db)
  const experts = (db.prepare('SELECT user_id AS id, gen_skill AS skill, gen_league_id AS leagueId, gen_play AS play FROM experts WHERE gen_skill IS NOT NULL ORDER BY user_id').all()) as GenExpert[]
  if (!experts.length) return 0
  const companies = [...rf.companies.keys()].sort((a, b) => a - b)
  const matches = db.prepare(`SELECT id, league_id, home_team_id, away_team_id, start_at, end_at, ft_home, ft_away FROM fb_matches
    WHERE start_at >= ? AND start_at < ? AND postponed = 0 ORDER BY start_at, id`).all(dayStart(from), dayStart(to + 1)) as MatchToPredict[]
  const oddsOf = db.prepare('SELECT history FROM fb_odds WHERE match_id = ? AND company_id = ?').pluck()
  const insert = db.prepare(`INSERT OR IGNORE INTO predictions (expert_id, match_id, play, pick, line, odds, title, price, published_at, ends_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  let count = 0
  for (const m of matches) {
    // keyed by what identifies the match, not its row id: the same fixture gets the same picks
    const r = rng(seed, 'predictions', `${m.league_id}:${m.start_at}:${m.home_team_id}-${m.away_team_id}`)
    const tier = tierOf(rf, m.league_id)
    if (!r.chance(tier.share)) continue
    const chosen = weightedSample(r, experts, (e) => affinity(rf, e, m.league_id), r.int(tier.min, tier.max))
    const histories = new Map<number, OddsHistory>()
    for (const e of chosen) {
      const play = e.play && r.chance(0.6) ? e.play : weightedSample(r, PLAY_WEIGHTS, ([, w]) => w, 1)[0][0]
      const publishedAt = m.start_at - r.int(...PUBLISH_MINUTES) * 60_000
      const company = r.pick(companies)
      let h = histories.get(company)
      if (!h) {
        h = JSON.parse(oddsOf.get(m.id, company) as string) as OddsHistory
        histories.set(company, h)
      }
      const { line, options } = optionsOf(play, h, publishedAt)
      const choice = informedPick(r, e.skill, options, (o) => outcomeOf({ play, pick: o.pick, line }, [m.ft_home, m.ft_away]))
      const free = r.chance(FREE_SHARE)
      // better experts ask more
      const price = free ? 0 : PRICES[Math.min(PRICES.length - 1, Math.floor(r.next() * 3 + ((e.skill - 0.38) / 0.3) * 2))]
      const league = rf.leagues.get(m.league_id)?.short_name ?? ''
      const title = headline(r, play, choice.pick, {
        home: rf.teams.get(m.home_team_id)?.short_name ?? '', away: rf.teams.get(m.away_team_id)?.short_name ?? '', league, line,
      }, price === 0)
      count += insert.run(e.id, m.id, play, choice.pick, line, choice.odds, title, price, publishedAt, m.end_at).changes
    }
  }
  return count
}
