import type { MatchRow } from '@contract/football'
import { formatScore } from '@/utils/score'

type MatchLine = Pick<MatchRow, 'league' | 'home_team' | 'away_team' | 'current_score' | 'elapsed_text' | 'status_text' | 'start_at_time'>

/**
 * The one line under a match's share card title: before kick-off the competition and kick-off time,
 * then the competition, the minute (or 完场) and the score.
 */
export function matchShareDesc(m: MatchLine): string {
  if (!m.current_score) return `${m.league.short_name} · ${m.start_at_time} 开球`
  const when = m.elapsed_text || m.status_text
  return `${m.league.short_name} · ${when} ${m.home_team.short_name} ${formatScore(m.current_score)} ${m.away_team.short_name}`
}
