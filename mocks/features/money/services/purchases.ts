import type { Db } from '../../../db'
import type { Paged } from '../../../../types/common'
import type { ExpertSaleRow, PurchaseRow } from '../../../../types/api/money'
import { PURCHASE_KINDS, type ExpertSaleStatus, type PurchaseKind } from '../../../../types/money-rules'
import { predictionPurchasesOfUser, predictionSalesOfExpert, predictionsByIds } from '../../experts'
import { entryAmounts } from '../repository/ledger'
import { paidVipOrders } from '../repository/orders'
import { pickPurchasesOfUser, soldLegPredictionIds, soldLegsOf } from '../repository/vipPicks'
import { centsToYuan } from './wallet'

/**
 * What a user bought and what an expert sold (issue 16), read from the tables the purchases wrote:
 * experts' prediction_purchases and money's vip_pick_purchases (coins), pay_orders (money). Nothing
 * new is stored: each list merges those sources, newest first, so it can never disagree with them.
 * Each source gives at most the rows up to the end of the page asked for.
 */

const DELETED_PREDICTION = '已删除的方案'

/** newest first, then by kind, then the newer id (the order the lists always had) */
const newestFirst = <R extends { kind: string; id: number }>(at: (r: R) => number) => (a: R, b: R): number =>
  at(b) - at(a) || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) || b.id - a.id

const pageOf = <T>(list: T[], total: number, page: number, limit: number): Paged<T> => ({ list, page, limit, total, has_more: page * limit < total })

// ---- 已购 (api/Wechat/purchase_list) ----

type Source = (db: Db, userId: number, upTo: number) => Promise<{ rows: PurchaseRow[]; total: number }>

const PURCHASE_SOURCES: Record<PurchaseKind, Source> = {
  prediction: async (db, userId, upTo) => {
    const all = await predictionPurchasesOfUser(db, userId)
    const rows = all.slice(0, upTo).map((p): PurchaseRow => ({
      id: p.id, kind: 'prediction', item_id: p.prediction_id, title: '', price: 0, coins: p.price, paid_at: p.created_at, order_no: p.order_no,
    }))
    return { rows, total: all.length }
  },
  vip_pick: async (db, userId, upTo) => {
    const { rows, total } = await pickPurchasesOfUser(db, userId, upTo)
    return { rows: rows.map((r): PurchaseRow => ({ id: r.id, kind: 'vip_pick', item_id: r.pick_id, title: r.title, price: 0, coins: r.price, paid_at: r.created_at, order_no: r.order_no })), total }
  },
  vip: async (db, userId, upTo) => {
    const { rows, total } = await paidVipOrders(db, userId, upTo)
    return { rows: rows.map((o): PurchaseRow => ({ id: o.id, kind: 'vip', item_id: o.id, title: o.title, price: centsToYuan(o.amount_fen), coins: 0, paid_at: o.paid_at, order_no: o.order_no })), total }
  },
}

export async function purchaseList(db: Db, userId: number, kind: PurchaseKind | undefined, page: number, limit: number): Promise<Paged<PurchaseRow>> {
  const kinds = kind ? [kind] : PURCHASE_KINDS
  const parts = (await Promise.all(kinds.map((k) => PURCHASE_SOURCES[k](db, userId, page * limit))))
  const total = parts.reduce((n, p) => n + p.total, 0)
  const list = parts.flatMap((p) => p.rows).sort(newestFirst((r) => r.paid_at)).slice((page - 1) * limit, page * limit)
  // a prediction's title is read for the rows shown only (a deleted prediction keeps its purchase)
  const titles = await predictionsByIds(db, list.filter((r) => r.kind === 'prediction').map((r) => r.item_id))
  for (const r of list) if (r.kind === 'prediction') r.title = titles.get(r.item_id)?.title ?? DELETED_PREDICTION
  return pageOf(list, total, page, limit)
}

// ---- the expert's sales (api/Apis/expert_sales) ----

type SaleDraft = Omit<ExpertSaleRow, 'share_fen' | 'status'> & { order_no: string; refunded_at: number | null }

/** a VIP pick sale shares out to each leg's expert: one row per (sale, leg of this expert) */
async function vipShareRows(db: Db, expertId: number): Promise<SaleDraft[]> {
  const legsOfExpert = [...(await predictionsByIds(db, await soldLegPredictionIds(db))).values()].filter((p) => p.expert_id === expertId).map((p) => p.id)
  return (await soldLegsOf(db, legsOfExpert)).map((l): SaleDraft => ({
    id: l.id * 10 + l.position, kind: 'vip_share', item_id: l.pick_id, title: l.title, coins: l.price, order_no: `${l.order_no}:${l.position}`, refunded_at: null, at: l.created_at,
  }))
}

export async function expertSales(db: Db, expertId: number, page: number, limit: number): Promise<Paged<ExpertSaleRow>> {
  const sold = await predictionSalesOfExpert(db, expertId)
  const titles = await predictionsByIds(db, sold.map((s) => s.prediction_id))
  const rows = sold.map((s): SaleDraft => ({
    id: s.id, kind: 'prediction', item_id: s.prediction_id, title: titles.get(s.prediction_id)?.title ?? DELETED_PREDICTION, coins: s.price,
    order_no: s.order_no, refunded_at: s.refunded_at, at: s.created_at,
  })).concat(await vipShareRows(db, expertId)).sort(newestFirst((r) => r.at))
  const shown = rows.slice((page - 1) * limit, page * limit)
  // the ledger says what was paid: the sale's income entry (or the VIP share entry); held until it exists
  const keyOf = (r: SaleDraft) => (r.kind === 'prediction' ? `income:${r.order_no}` : `vipshare:${r.order_no}`)
  const credited = await entryAmounts(db, shown.map(keyOf))
  const list = shown.map((r): ExpertSaleRow => {
    const paid = credited.get(keyOf(r))
    const status: ExpertSaleStatus = r.refunded_at !== null ? 'refunded' : paid !== undefined ? 'paid' : 'held'
    return { id: r.id, kind: r.kind, item_id: r.item_id, title: r.title, coins: r.coins, share_fen: status === 'paid' ? (paid ?? 0) : 0, status, at: r.at }
  })
  return pageOf(list, rows.length, page, limit)
}

