import type { Db } from '../../../db'
import { allRows, execute } from '../../../db/query'
import type { PayRefusalsTable } from '../tables'
import { q } from './builder'

/** virtual-payment notifications refused (pay_refusals): kept once per transaction and reason */

/** a refusal as stored, its row id left out */
export type PayRefusal = Omit<PayRefusalsTable, 'id'>

export async function recordRefusal(db: Db, r: Omit<PayRefusal, 'received_at'>, now: number): Promise<void> {
  await execute(db, q.insertInto('pay_refusals').values({ ...r, received_at: now }).onConflict((oc) => oc.columns(['trade_no', 'reason']).doNothing()))
}

export async function refusalsOfOrder(db: Db, orderNo: string): Promise<PayRefusal[]> {
  return allRows(db, q.selectFrom('pay_refusals').select(['order_no', 'trade_no', 'event', 'amount_fen', 'reason', 'received_at']).where('order_no', '=', orderNo).orderBy('id'))
}
