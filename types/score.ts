/**
 * A score as the contract writes it ('2:1'), read in one place for the server and the app.
 * Zod-free: the app imports it.
 */
export interface Score {
  home: number
  away: number
}

/** '2:1' (the backend's form; '2-1' is accepted too) -> { home: 2, away: 1 }; null when there is none */
export function parseScore(raw: string | null | undefined): Score | null {
  if (!raw) return null
  const match = /^\s*(\d+)\s*[:\-]\s*(\d+)\s*$/.exec(raw)
  return match ? { home: Number(match[1]), away: Number(match[2]) } : null
}

/** the home side's result of a score: win, draw or loss */
export function outcomeOf(score: Score): 'W' | 'D' | 'L' {
  return score.home > score.away ? 'W' : score.home === score.away ? 'D' : 'L'
}

/** how a finished match was decided: in normal time, after extra time, or on penalties */
export type MatchDecider = 'regular' | 'extra_time' | 'penalties'

/** the short mark a row, a form strip and a match header show for a match not decided in normal time */
export const DECIDER_MARK: Record<MatchDecider, string> = { regular: '', extra_time: '加时', penalties: '点球' }

/**
 * The rule of a team's record (近期战绩, 近况), stated on the page: 胜/平/负 and goals are those of
 * the 90 minutes (stoppage time included), as the sports lottery and Chinese score apps count them;
 * extra time and penalties are marked on the match, not counted.
 */
export const TEAM_FORM_RULE = '胜平负与进失球按90分钟（含补时）比分计算，加时赛、点球大战不计入，相关比赛标注“加时”“点球”'

/** the score fields of a match row the record reads */
export interface ScoredMatch {
  status_id: number
  home_team: { id: number }
  current_score: string
  full_score: string
  extra_score: string
  penalty_score: string
}

export function deciderOf(m: Pick<ScoredMatch, 'extra_score' | 'penalty_score'>): MatchDecider {
  if (m.penalty_score) return 'penalties'
  return m.extra_score ? 'extra_time' : 'regular'
}

/** one finished match from one team's side, by TEAM_FORM_RULE; null when it is not finished (8) */
export interface TeamMatchResult {
  outcome: 'W' | 'D' | 'L'
  goalsFor: number
  goalsAgainst: number
  decider: MatchDecider
}

export function teamResultOf(m: ScoredMatch, teamId: number): TeamMatchResult | null {
  if (m.status_id !== 8) return null
  const score = parseScore(m.full_score || m.current_score)
  if (!score) return null
  const own = m.home_team.id === teamId ? score : { home: score.away, away: score.home }
  return { outcome: outcomeOf(own), goalsFor: own.home, goalsAgainst: own.away, decider: deciderOf(m) }
}

/** a team's record over these matches (those not finished are left out), by TEAM_FORM_RULE */
export function teamRecordOf(rows: readonly ScoredMatch[], teamId: number) {
  const s = { played: 0, win: 0, draw: 0, loss: 0, goals_for: 0, goals_against: 0 }
  for (const m of rows) {
    const r = teamResultOf(m, teamId)
    if (!r) continue
    s.played++
    s.goals_for += r.goalsFor
    s.goals_against += r.goalsAgainst
    if (r.outcome === 'W') s.win++
    else if (r.outcome === 'D') s.draw++
    else s.loss++
  }
  return s
}
