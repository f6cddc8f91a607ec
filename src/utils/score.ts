import { parseScore } from '@contract/score'

// one score parser for the app and the stand-in server (types/score.ts)
export { parseScore, type Score } from '@contract/score'

/** docs/product/entities.md: scores are shown with a dash ('2-1'); a missing score shows '-' */
export function formatScore(raw: string | null | undefined): string {
  const score = parseScore(raw)
  return score ? `${score.home}-${score.away}` : '-'
}

/** the half-time line under a score: '半场 1-0', or '' when there is no half-time score yet */
export function formatHalfScore(raw: string | null | undefined): string {
  const score = parseScore(raw)
  return score ? `半场 ${score.home}-${score.away}` : ''
}
