/** the per-team stats a match detail carries in home_team_array / away_team_array (docs/product/entities.md) */
export interface TeamStats {
  attacks?: number | string
  dangerous_attacks?: number | string
  ball_possession?: number | string
  shots_on_goal?: number | string
  shots_off_goal?: number | string
}

/** docs/product/entities.md derived percentages: the home side's share of each stat, 0-100 */
export interface MatchPercentages {
  attack: number
  danger: number
  ballControl: number
  correctly: number
  partial: number
}

/** the value when a share cannot be computed: an even bar */
export const EVEN_SHARE = 50

/** the arrays arrive as JSON text or already parsed; anything unreadable counts as no stats */
export function readTeamStats(raw: string | TeamStats | null | undefined): TeamStats {
  if (!raw) return {}
  if (typeof raw === 'object') return raw
  try {
    const parsed: unknown = JSON.parse(raw)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as TeamStats) : {}
  } catch {
    return {}
  }
}

/** '55', 55 or '55%' -> 55; anything else -> NaN */
function statNumber(value: number | string | undefined): number {
  if (typeof value === 'number') return value
  if (typeof value !== 'string' || !/^\s*\d+(\.\d+)?\s*%?\s*$/.test(value)) return NaN
  return parseFloat(value)
}

/** the home side's rounded share of home + away, or 50 when either is missing or both are 0 */
export function homeShare(home: number | string | undefined, away: number | string | undefined): number {
  const h = statNumber(home)
  const a = statNumber(away)
  if (!Number.isFinite(h) || !Number.isFinite(a) || h < 0 || a < 0 || h + a === 0) return EVEN_SHARE
  return Math.round((h / (h + a)) * 100)
}

/** attack, danger, ballControl, correctly (shots on goal), partial (shots off goal) */
export function matchPercentages(
  homeRaw: string | TeamStats | null | undefined,
  awayRaw: string | TeamStats | null | undefined,
): MatchPercentages {
  const home = readTeamStats(homeRaw)
  const away = readTeamStats(awayRaw)
  return {
    attack: homeShare(home.attacks, away.attacks),
    danger: homeShare(home.dangerous_attacks, away.dangerous_attacks),
    ballControl: homeShare(home.ball_possession, away.ball_possession),
    correctly: homeShare(home.shots_on_goal, away.shots_on_goal),
    partial: homeShare(home.shots_off_goal, away.shots_off_goal),
  }
}
