/** one side-by-side score; null when the match has none yet */
export interface Score {
  home: number
  away: number
}

/** '2:1' (the backend's form; '2-1' is accepted too) -> { home: 2, away: 1 } */
export function parseScore(raw: string | null | undefined): Score | null {
  if (!raw) return null
  const match = /^\s*(\d+)\s*[:\-]\s*(\d+)\s*$/.exec(raw)
  return match ? { home: Number(match[1]), away: Number(match[2]) } : null
}

/** SPEC §3: scores are shown with a dash ('2-1'); a missing score shows '-' */
export function formatScore(raw: string | null | undefined): string {
  const score = parseScore(raw)
  return score ? `${score.home}-${score.away}` : '-'
}

/** the half-time line under a score: '半场 1-0', or '' when there is no half-time score yet */
export function formatHalfScore(raw: string | null | undefined): string {
  const score = parseScore(raw)
  return score ? `半场 ${score.home}-${score.away}` : ''
}
