import type { Db } from '../../../db'
import { transferRows } from '../repository/world'

export type TransferKind = '转会' | '租借' | '自由转会'

export interface TransferRow {
  id: number
  player_id: number
  from_team_id: number | null
  to_team_id: number
  at: number
  fee: number
  kind: TransferKind
}

/** the engine writes only these kinds; anything else reads as a plain transfer */
const kindOf = (kind: string): TransferKind => (kind === '租借' || kind === '自由转会' ? kind : '转会')

/** one page of transfers, newest first, of a team (in or out) and/or a player */
export function transfersPage(db: Db, filter: { teamId?: number; playerId?: number }, page: number, limit: number): { rows: TransferRow[]; total: number } {
  const { rows, total } = transferRows(db, filter, limit, (page - 1) * limit)
  return { rows: rows.map((t) => ({ ...t, kind: kindOf(t.kind) })), total }
}
