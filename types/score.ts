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
