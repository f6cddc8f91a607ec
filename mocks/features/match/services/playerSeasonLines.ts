import type { Db } from '../../../db'
import { refs } from './footballRefs'
import { playerLine, type PlayerLine } from './playerSeason'
import { seasonById } from './seasons'
import { teamSeason } from './teamSeason'

/** a player's lines in his club's current season at `now` (the player card's 本赛季, the 转会 news' figures) */
export function playerSeasonLines(db: Db, playerId: number, now: number): { seasonName: string; lines: PlayerLine[] } {
  const teamId = refs(db).players.get(playerId)?.team_id
  if (teamId === undefined) return { seasonName: '', lines: [] }
  const s = teamSeason(db, teamId, now)
  const lines = s.matches.map((m) => playerLine(db, m, playerId)).filter((l): l is PlayerLine => l !== null)
  return { seasonName: s.seasonId === undefined ? '' : (seasonById(db, s.seasonId)?.name ?? ''), lines }
}
