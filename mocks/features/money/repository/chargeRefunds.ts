import type { Db } from '../../../db'
import { allRows, execute, firstRow } from '../../../db/query'
import type { ChargeRefundsTable } from '../tables'
import { q } from './builder'

/** charges refunded at once, one row per provider transaction (charge_refunds) */

export type ChargeRefund = Omit<ChargeRefundsTable, 'id'>

/** keeps the refund of a charge; false when that transaction was refunded already (the unique index decides) */
export async function insertChargeRefund(db: Db, r: ChargeRefund): Promise<boolean> {
  return (await execute(db, q.insertInto('charge_refunds').values(r).onConflict((oc) => oc.column('trade_no').doNothing()))).changes > 0
}

export async function chargeRefundOfTrade(db: Db, tradeNo: string): Promise<ChargeRefund | undefined> {
  return firstRow(db, q.selectFrom('charge_refunds').select(['order_no', 'user_id', 'trade_no', 'channel', 'amount_fen', 'reason', 'charged_at', 'refunded_at'])
    .where('trade_no', '=', tradeNo))
}

export async function chargeRefundsOfOrder(db: Db, orderNo: string): Promise<ChargeRefund[]> {
  return allRows(db, q.selectFrom('charge_refunds').select(['order_no', 'user_id', 'trade_no', 'channel', 'amount_fen', 'reason', 'charged_at', 'refunded_at'])
    .where('order_no', '=', orderNo).orderBy('id'))
}
