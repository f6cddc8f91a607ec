import type { Db } from '../../../db'
import { allRows, execute } from '../../../db/query'
import { q } from './builder'

/** sales of 不中退 predictions, held until the prediction settles */

export interface HeldSale {
  order_no: string
  prediction_id: number
  buyer_id: number
  expert_id: number
  price: number
}

export async function insertHeldSale(db: Db, s: HeldSale, now: number): Promise<void> {
  await execute(db, q.insertInto('held_sales').values({ ...s, created_at: now }))
}

/** the sales not yet decided (a partial index holds them: one probe when there are none) */
export async function openHeldSales(db: Db): Promise<HeldSale[]> {
  return allRows(db, q.selectFrom('held_sales').select(['order_no', 'prediction_id', 'buyer_id', 'expert_id', 'price']).where('settled_at', 'is', null))
}

/** decides a sale once: false when another run already did */
export async function decideHeldSale(db: Db, orderNo: string, outcome: 'refunded' | 'paid_out', now: number): Promise<boolean> {
  return (await execute(db, q.updateTable('held_sales').set({ settled_at: now, outcome }).where('order_no', '=', orderNo).where('settled_at', 'is', null))).changes > 0
}
