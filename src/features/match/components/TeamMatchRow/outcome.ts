import type { MatchRow } from '@contract/football'
import { DECIDER_MARK, teamResultOf } from '@contract/score'
import type { Outcome } from '@/features/match/components/FormBadges'

/**
 * The result of a finished match for one of its teams, by the record's one rule (types/score.ts
 * TEAM_FORM_RULE, the server's too): W, D or L on the 90-minute score; extra time and penalties are
 * marked, not counted. null when unfinished or unknown.
 */
export function outcomeFor(match: MatchRow, teamId: number): Outcome | null {
  return teamResultOf(match, teamId)?.outcome ?? null
}

/** a team's run oldest first, as a strip reads left to right: its badges and their 加时/点球 marks */
export function formStripOf(newestFirst: readonly MatchRow[], teamId: number): { outcomes: Outcome[]; marks: string[] } {
  const results = [...newestFirst].reverse().flatMap((m) => teamResultOf(m, teamId) ?? [])
  return { outcomes: results.map((r) => r.outcome), marks: results.map((r) => DECIDER_MARK[r.decider]) }
}
