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

/**
 * how a match not decided in 90 minutes ended, for rows and headers: '90分钟 1-1 · 加时 3-1',
 * '90分钟 0-0 · 加时 1-1 · 点球 4-2'; '' for a match decided in normal time (or not finished)
 */
export function decidedLine(m: { full_score: string; extra_score: string; penalty_score: string }): string {
  if (!m.extra_score && !m.penalty_score) return ''
  const parts = [`90分钟 ${formatScore(m.full_score)}`]
  if (m.extra_score) parts.push(`加时 ${formatScore(m.extra_score)}`)
  if (m.penalty_score) parts.push(`点球 ${formatScore(m.penalty_score)}`)
  return parts.join(' · ')
}
