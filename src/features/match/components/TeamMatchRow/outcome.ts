import type { MatchRow } from '@contract/football'
import { MatchStatus } from '@contract/match-status'
import { parseScore } from '@/utils/score'
import type { Outcome } from '@/features/match/components/FormBadges'

/**
 * The result of a finished match for one of its teams: W, D or L on the score after extra time
 * (a shoot-out decides who goes through, not the result). null when unfinished or unknown.
 */
export function outcomeFor(match: MatchRow, teamId: number): Outcome | null {
  if (match.status_id !== MatchStatus.FINISHED) return null
  const score = parseScore(match.extra_score || match.full_score || match.current_score)
  if (!score) return null
  const [own, other] = match.home_team.id === teamId ? [score.home, score.away] : [score.away, score.home]
  if (own > other) return 'W'
  if (own < other) return 'L'
  return 'D'
}
