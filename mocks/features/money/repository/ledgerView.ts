import { sql } from 'kysely'
import type { Db } from '../../../db'
import { allRows, firstRow } from '../../../db/query'
import { q } from './builder'

/**
 * 收支明细 (api/user/mx): the ledger's entries and, beside them, the money paid through the cashier
 * (outside both balances, listed so every payment shows with its order) and the charges refunded at
 * once (charge_refunds: the title column carries the reason, which the service turns into words),
 * newest first.
 */

export type LedgerFilter = 'all' | 'coin' | 'money' | 'cash'

export interface LedgerViewRow {
  id: number
  kind: string
  amount: number
  balance: number
  title: string
  created_at: number
  idem_key: string
  ref: string
  src: number
}

const ledgerSource = (userId: number, kind: 'coin' | 'money' | undefined) => {
  const all = q.selectFrom('ledger')
    .select(['id', 'kind', 'amount', 'balance', 'title', 'created_at', sql<string>`COALESCE(idem_key, '')`.as('idem_key'), 'ref', sql<number>`0`.as('src')])
    .where('user_id', '=', userId)
  return kind ? all.where('kind', '=', kind) : all
}

const cashSource = (userId: number) => q.selectFrom('pay_orders')
  .select([
    'id', sql<string>`'cash'`.as('kind'), sql<number>`-amount_fen`.as('amount'), sql<number>`0`.as('balance'),
    sql<string>`CASE product_kind WHEN 'vip' THEN '购买VIP' ELSE '充值金币' END`.as('title'), sql<number>`paid_at`.as('created_at'),
    sql<string>`'pay:' || order_no`.as('idem_key'), sql<string>`order_no`.as('ref'), sql<number>`1`.as('src'),
  ])
  .where('user_id', '=', userId).where('paid_at', 'is not', null)

/** the prefix of a refunded charge's key in the view: `charge-refund:<trade_no>` */
export const CHARGE_REFUND_KEY = 'charge-refund:'

const refundSource = (userId: number) => q.selectFrom('charge_refunds')
  .select([
    'id', sql<string>`'cash'`.as('kind'), sql<number>`amount_fen`.as('amount'), sql<number>`0`.as('balance'), sql<string>`reason`.as('title'),
    sql<number>`charged_at`.as('created_at'), sql<string>`${CHARGE_REFUND_KEY} || trade_no`.as('idem_key'), sql<string>`order_no`.as('ref'), sql<number>`2`.as('src'),
  ])
  .where('user_id', '=', userId)

function sourceOf(userId: number, filter: LedgerFilter) {
  if (filter === 'cash') return cashSource(userId).unionAll(refundSource(userId))
  if (filter === 'all') return ledgerSource(userId, undefined).unionAll(cashSource(userId)).unionAll(refundSource(userId))
  return ledgerSource(userId, filter)
}

export async function ledgerViewPage(db: Db, userId: number, filter: LedgerFilter, limit: number, offset: number): Promise<{ rows: LedgerViewRow[]; total: number }> {
  const source = sourceOf(userId, filter).as('u')
  const total = (await firstRow(db, q.selectFrom(source).select(sql<number>`COUNT(*)`.as('n'))))?.n ?? 0
  const rows = await allRows(db, q.selectFrom(source).selectAll()
    .orderBy('created_at', 'desc').orderBy('src', 'desc').orderBy('id', 'desc').limit(limit).offset(offset))
  return { rows, total }
}
