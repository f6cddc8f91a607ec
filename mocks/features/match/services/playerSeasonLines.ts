import type { Db } from '../../../db'
import type { MatchDbRow } from './matchView'
import { refs } from './footballRefs'
import { storedLine, type PlayerLine } from './playerSeason'
import { playerFinalRows } from './finalRatings'
import { seasonById } from './seasons'
import { teamSeason } from './teamSeason'

export type RatedLine = PlayerLine & { rating: number }

/** a player's lines with their final ratings in these finished matches, from the stored figures (one read), in the matches' order */
export async function storedLinesOf(db: Db, playerId: number, matches: MatchDbRow[], now: number): Promise<RatedLine[]> {
  const stored = await playerFinalRows(db, playerId, matches, now)
  return matches.flatMap((m) => {
    const row = stored.get(m.id)
    return row ? [storedLine(m, row)] : []
  })
}

/** a player's lines in his club's current season at `now` (the player card's 本赛季, the 转会 news' figures) */
export async function playerSeasonLines(db: Db, playerId: number, now: number): Promise<{ seasonName: string; lines: RatedLine[] }> {
  const teamId = (await refs(db)).players.get(playerId)?.team_id
  if (teamId === undefined) return { seasonName: '', lines: [] }
  const s = await teamSeason(db, teamId, now)
  return { seasonName: s.seasonId === undefined ? '' : ((await seasonById(db, s.seasonId))?.name ?? ''), lines: await storedLinesOf(db, playerId, s.matches, now) }
}
