import type { Db } from '../../../db'
import type { Paged } from '../../../../types/common'
import type { ExpertSaleRow, PurchaseRow } from '../../../../types/api/money'
import type { LedgerEntry, LedgerItem } from '../../../../types/api/account'
import { type ExpertSaleStatus, type LedgerItemKind, type PurchaseKind } from '../../../../types/money-rules'
import { statement } from '../../../services/statements'
import { centsToYuan } from './wallet'

/**
 * What a user bought and what an expert sold (issue 16), read from the tables the purchases wrote:
 * prediction_purchases and vip_pick_purchases (coins), pay_orders (money). Nothing new is stored: each
 * list is a UNION of those tables, newest first, so it can never disagree with them.
 */

// ---- 已购 (api/Wechat/purchase_list) ----

const PURCHASE_SOURCES: Record<PurchaseKind, string> = {
  prediction: `SELECT pp.id, 'prediction' AS kind, pp.prediction_id AS item_id, COALESCE(p.title, '已删除的方案') AS title, 0 AS price_fen,
      pp.price AS coins, pp.created_at AS paid_at, pp.order_no
    FROM prediction_purchases pp LEFT JOIN predictions p ON p.id = pp.prediction_id WHERE pp.user_id = @userId`,
  vip_pick: `SELECT vp.id, 'vip_pick' AS kind, vp.pick_id AS item_id, v.title, 0 AS price_fen, vp.price AS coins, vp.created_at AS paid_at, vp.order_no
    FROM vip_pick_purchases vp JOIN vip_picks v ON v.id = vp.pick_id WHERE vp.user_id = @userId`,
  vip: `SELECT o.id, 'vip' AS kind, o.id AS item_id, o.title, o.amount_fen AS price_fen, 0 AS coins, o.paid_at, o.order_no
    FROM pay_orders o WHERE o.user_id = @userId AND o.product_kind = 'vip' AND o.status IN ('paid', 'refunded') AND o.paid_at IS NOT NULL`,
}

interface PurchaseDbRow {
  id: number
  kind: PurchaseKind
  item_id: number
  title: string
  price_fen: number
  coins: number
  paid_at: number
  order_no: string
}

export function purchaseList(db: Db, userId: number, kind: PurchaseKind | undefined, page: number, limit: number): Paged<PurchaseRow> {
  const sources = kind ? [PURCHASE_SOURCES[kind]] : Object.values(PURCHASE_SOURCES)
  const union = sources.join(' UNION ALL ')
  const total = statement(db, `SELECT COUNT(*) FROM (${union})`).pluck(true).get({ userId }) as number
  const rows = statement(db, `SELECT * FROM (${union}) ORDER BY paid_at DESC, kind, id DESC LIMIT @limit OFFSET @offset`)
    .all({ userId, limit, offset: (page - 1) * limit }) as PurchaseDbRow[]
  const list = rows.map((r): PurchaseRow => ({
    id: r.id, kind: r.kind, item_id: r.item_id, title: r.title, price: centsToYuan(r.price_fen), coins: r.coins, paid_at: r.paid_at, order_no: r.order_no,
  }))
  return { list, page, limit, total, has_more: page * limit < total }
}

// ---- the expert's sales (api/Apis/expert_sales) ----

interface SaleDbRow {
  id: number
  kind: 'prediction' | 'vip_share'
  item_id: number
  title: string
  coins: number
  order_no: string
  refunded_at: number | null
  at: number
}

export function expertSales(db: Db, expertId: number, page: number, limit: number): Paged<ExpertSaleRow> {
  // a VIP pick sale shares out to each leg's expert: one row per (sale, leg of this expert)
  const union = `
    SELECT pp.id, 'prediction' AS kind, pp.prediction_id AS item_id, p.title, pp.price AS coins, pp.order_no, pp.refunded_at, pp.created_at AS at
      FROM prediction_purchases pp JOIN predictions p ON p.id = pp.prediction_id WHERE p.expert_id = @expertId
    UNION ALL
    SELECT vp.id * 10 + l.position AS id, 'vip_share' AS kind, vp.pick_id AS item_id, v.title, vp.price AS coins,
        vp.order_no || ':' || l.position AS order_no, NULL AS refunded_at, vp.created_at AS at
      FROM vip_pick_purchases vp JOIN vip_picks v ON v.id = vp.pick_id JOIN vip_pick_legs l ON l.pick_id = vp.pick_id
      JOIN predictions p ON p.id = l.prediction_id WHERE p.expert_id = @expertId`
  const total = statement(db, `SELECT COUNT(*) FROM (${union})`).pluck(true).get({ expertId }) as number
  const rows = statement(db, `SELECT * FROM (${union}) ORDER BY at DESC, kind, id DESC LIMIT @limit OFFSET @offset`)
    .all({ expertId, limit, offset: (page - 1) * limit }) as SaleDbRow[]
  const credited = statement(db, 'SELECT amount FROM ledger WHERE idem_key = ?').pluck(true)
  const list = rows.map((r): ExpertSaleRow => {
    // the ledger says what was paid: the sale's income entry (or the VIP share entry); held until it exists
    const key = r.kind === 'prediction' ? `income:${r.order_no}` : `vipshare:${r.order_no}`
    const paid = credited.get(key) as number | undefined
    const status: ExpertSaleStatus = r.refunded_at !== null ? 'refunded' : paid !== undefined ? 'paid' : 'held'
    return {
      id: r.id, kind: r.kind, item_id: r.item_id, title: r.title, coins: r.coins,
      share_fen: status === 'paid' ? (paid ?? 0) : 0, status, at: r.at,
    }
  })
  return { list, page, limit, total, has_more: page * limit < total }
}

// ---- 收支明细 (api/user/mx): ledger entries and money payments, each naming what it paid for ----

export type LedgerFilter = 'all' | 'coin' | 'money' | 'cash'

interface LedgerViewRow {
  id: number
  kind: 'coin' | 'money' | 'cash'
  amount: number
  balance: number
  title: string
  created_at: number
  idem_key: string
  ref: string
}

const LEDGER_SOURCE = `SELECT id, kind, amount, balance, title, created_at, COALESCE(idem_key, '') AS idem_key, ref, 0 AS src FROM ledger WHERE user_id = @userId`
// real money paid through the cashier: outside both balances, listed so every payment shows with its order
const CASH_SOURCE = `SELECT id, 'cash' AS kind, -amount_fen AS amount, 0 AS balance,
    CASE product_kind WHEN 'vip' THEN '购买VIP' ELSE '充值金币' END AS title, paid_at AS created_at, 'pay:' || order_no AS idem_key, order_no AS ref, 1 AS src
  FROM pay_orders WHERE user_id = @userId AND paid_at IS NOT NULL`

export function ledgerView(db: Db, userId: number, filter: LedgerFilter, page: number, limit: number): Paged<LedgerEntry> {
  const union = filter === 'cash' ? CASH_SOURCE : filter === 'all' ? `${LEDGER_SOURCE} UNION ALL ${CASH_SOURCE}` : `${LEDGER_SOURCE} AND kind = @kind`
  const params = { userId, kind: filter }
  const total = statement(db, `SELECT COUNT(*) FROM (${union})`).pluck(true).get(params) as number
  const rows = statement(db, `SELECT * FROM (${union}) ORDER BY created_at DESC, src DESC, id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit, offset: (page - 1) * limit }) as LedgerViewRow[]
  const list = rows.map((e): LedgerEntry => {
    const { item, orderNo } = describeEntry(db, e)
    return {
      id: e.id,
      kind: e.kind,
      amount: e.kind === 'coin' ? e.amount : centsToYuan(e.amount),
      balance: e.kind === 'coin' ? e.balance : centsToYuan(e.balance),
      title: e.title,
      created_at: e.created_at,
      item,
      order_no: orderNo,
    }
  })
  return { list, page, limit, total, has_more: page * limit < total }
}

const after = (s: string, prefix: string) => s.slice(prefix.length)

/** what an entry paid for, read from its idempotency key and reference (written by the money services) */
function describeEntry(db: Db, e: LedgerViewRow): { item: LedgerItem | null; orderNo: string | null } {
  const predictionTitle = (id: number) => (statement(db, 'SELECT title FROM predictions WHERE id = ?').pluck(true).get(id) as string | undefined) ?? '已删除的方案'
  const pickTitle = (id: number) => (statement(db, 'SELECT title FROM vip_picks WHERE id = ?').pluck(true).get(id) as string | undefined) ?? 'VIP精选'
  const order = (no: string) => statement(db, 'SELECT product_kind, title FROM pay_orders WHERE order_no = ?').get(no) as { product_kind: 'vip' | 'coins'; title: string } | undefined
  const refId = (prefix: string) => (e.ref.startsWith(prefix) ? Number(after(e.ref, prefix)) : null)
  const key = e.idem_key
  const item = (kind: LedgerItemKind, id: number | null, title: string): LedgerItem => ({ kind, id, title })

  if (key.startsWith('pay:') || key.startsWith('order:')) {
    const no = key.startsWith('pay:') ? after(key, 'pay:') : after(key, 'order:')
    const o = order(no)
    return { item: item(o?.product_kind === 'vip' ? 'vip' : 'topup', null, o?.title ?? e.title), orderNo: no }
  }
  if (key.startsWith('order-refund:')) {
    const no = after(key, 'order-refund:')
    return { item: item('refund', null, order(no)?.title ?? e.title), orderNo: no }
  }
  if (key.startsWith('buy:')) {
    const id = refId('prediction:')
    return { item: id === null ? null : item('prediction', id, predictionTitle(id)), orderNo: after(key, 'buy:') }
  }
  if (key.startsWith('refund:')) {
    const id = refId('prediction:')
    return { item: id === null ? null : item('refund', id, predictionTitle(id)), orderNo: after(key, 'refund:') }
  }
  if (key.startsWith('income:')) {
    const no = after(key, 'income:')
    const id = statement(db, 'SELECT prediction_id FROM prediction_purchases WHERE order_no = ?').pluck(true).get(no) as number | undefined
    return { item: id === undefined ? null : item('prediction_sale', id, predictionTitle(id)), orderNo: no }
  }
  if (key.startsWith('jx:')) {
    const id = refId('vip_pick:')
    return { item: id === null ? null : item('vip_pick', id, pickTitle(id)), orderNo: after(key, 'jx:') }
  }
  if (key.startsWith('vipshare:')) {
    const id = refId('vip_pick:')
    return { item: id === null ? null : item('vip_share', id, pickTitle(id)), orderNo: after(key, 'vipshare:').replace(/:\d+$/, '') }
  }
  if (key.startsWith('withdraw')) {
    const id = refId('withdrawal:')
    return { item: item('withdrawal', id, e.title), orderNo: null }
  }
  if (key.startsWith('checkin:')) return { item: item('checkin', null, `${e.title} ${e.ref}`.trim()), orderNo: null }
  return { item: null, orderNo: null }
}
