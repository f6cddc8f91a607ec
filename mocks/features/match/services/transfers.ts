import type { Db } from '../../../db'
import { transferRows, transfersDatedBetween } from '../repository/world'
import { dateText } from '../engine/calendar'
import { playerRef, teamRef, type Refs } from './footballRefs'

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

/** one page of transfers, newest first, of a team (in or out) and/or a player, those dated by `until` (moves ahead stay unknown) */
export async function transfersPage(db: Db, filter: { teamId?: number; playerId?: number; until: number }, page: number, limit: number): Promise<{ rows: TransferRow[]; total: number }> {
  const { rows, total } = await transferRows(db, filter, limit, (page - 1) * limit)
  return { rows: rows.map((t) => ({ ...t, kind: kindOf(t.kind) })), total }
}

/** a transfer as the contract answers it (api/Game/player_transfer_information, the player card) */
export function transferAnswer(rf: Refs, t: TransferRow) {
  return {
    id: t.id,
    player: playerRef(rf, t.player_id),
    from_team: t.from_team_id ? teamRef(rf, t.from_team_id) : null,
    to_team: teamRef(rf, t.to_team_id),
    transfer_at: t.at,
    transfer_date: dateText(t.at),
    fee: t.kind === '转会' ? `€${t.fee}` : t.kind === '租借' ? '租借' : '免签',
    kind: t.kind,
  }
}

/** the transfers dated in (after, until], oldest first (community's 转会 news) */
export async function transfersBetween(db: Db, after: number, until: number): Promise<TransferRow[]> {
  return (await transfersDatedBetween(db, after, until)).map((t) => ({ ...t, kind: kindOf(t.kind) }))
}
