import type { Db } from '../../../db'
import { LINEUPS_BEFORE_KICKOFF_MS, type LiveLineupsData } from '../../../../types/live'
import { refs } from './footballRefs'
import { sidesOf } from './intel'
import type { MatchDbRow } from './matchView'

/**
 * 首发公布 in the stand-in: a match's line-ups are announced LINEUPS_BEFORE_KICKOFF_MS before its
 * kickoff, a moment taken from the start time alone. The line-up endpoint marks them `confirmed`
 * from then on, and the live channel tells the match's topic once (live/ticker.ts).
 */
export function lineupsAnnouncedAt(m: Pick<MatchDbRow, 'start_at'>): number {
  return m.start_at - LINEUPS_BEFORE_KICKOFF_MS
}

export function lineupsAnnounced(m: Pick<MatchDbRow, 'start_at'>, now: number): boolean {
  return now >= lineupsAnnouncedAt(m)
}

/** the live message: the teams and their formations, not the players (a banner's worth: a frame of about 220 bytes) */
export async function lineupsMessage(db: Db, m: MatchDbRow): Promise<LiveLineupsData> {
  const teams = (await refs(db)).teams
  const [home, away] = (await sidesOf(db, m)).map((s) => ({ team_id: s.teamId, short_name: teams.get(s.teamId)?.short_name ?? '', formation: s.lineup.formation }))
  return { match_id: m.id, home, away }
}
