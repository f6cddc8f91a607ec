import type { Db } from '../../../db'
import { statement } from '../../../services/statements'

export interface TransferRow {
  id: number
  player_id: number
  from_team_id: number | null
  to_team_id: number
  at: number
  fee: number
  kind: '转会' | '租借' | '自由转会'
}

/** one page of transfers, newest first, of a team (in or out) and/or a player */
export function transfersPage(db: Db, filter: { teamId?: number; playerId?: number }, page: number, limit: number): { rows: TransferRow[]; total: number } {
  const where = ['1']
  const params: number[] = []
  if (filter.teamId !== undefined) {
    where.push('(from_team_id = ? OR to_team_id = ?)')
    params.push(filter.teamId, filter.teamId)
  }
  if (filter.playerId !== undefined) {
    where.push('player_id = ?')
    params.push(filter.playerId)
  }
  // four SQL texts at most, each prepared once by statement()
  const sql = where.join(' AND ')
  const total = statement(db, `SELECT COUNT(*) FROM fb_transfers WHERE ${sql}`).pluck(true).get(...params) as number
  const rows = statement(db, `SELECT * FROM fb_transfers WHERE ${sql} ORDER BY at DESC, id LIMIT ? OFFSET ?`).all(...params, limit, (page - 1) * limit) as TransferRow[]
  return { rows, total }
}
