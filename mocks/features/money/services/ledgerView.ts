import type { Db } from '../../../db'
import type { Paged } from '../../../../types/common'
import type { LedgerEntry, LedgerItem } from '../../../../types/api/account'
import type { LedgerItemKind } from '../../../../types/money-rules'
import { predictionPurchaseByOrder, predictionsByIds } from '../../experts'
import { CHARGE_REFUND_KEY, ledgerViewPage, type LedgerFilter, type LedgerViewRow } from '../repository/ledgerView'
import { chargeRefundTitle } from './chargeRefunds'
import { ordersByNos } from '../repository/orders'
import { pickById } from '../repository/vipPicks'
import { oneOf } from '../values'
import { centsToYuan } from './wallet'

/** 收支明细 (api/user/mx): ledger entries, money payments and refunded charges, each naming what it paid for */

export type { LedgerFilter }

const VIEW_KINDS = ['coin', 'money', 'cash'] as const

export async function ledgerView(db: Db, userId: number, filter: LedgerFilter, page: number, limit: number): Promise<Paged<LedgerEntry>> {
  const { rows, total } = await ledgerViewPage(db, userId, filter, limit, (page - 1) * limit)
  const describe = await describer(db, rows)
  const list = rows.map((e): LedgerEntry => {
    const kind = oneOf(VIEW_KINDS, e.kind, 'ledger.kind')
    const { item, orderNo } = describe(e)
    return {
      id: e.id,
      kind,
      amount: kind === 'coin' ? e.amount : centsToYuan(e.amount),
      balance: kind === 'coin' ? e.balance : centsToYuan(e.balance),
      title: e.idem_key.startsWith(CHARGE_REFUND_KEY) ? chargeRefundTitle(e.title) : e.title,
      created_at: e.created_at,
      item,
      order_no: orderNo,
    }
  })
  return { list, page, limit, total, has_more: page * limit < total }
}

const after = (s: string, prefix: string) => s.slice(prefix.length)
const refId = (e: LedgerViewRow, prefix: string) => (e.ref.startsWith(prefix) ? Number(after(e.ref, prefix)) : null)

interface Described {
  item: LedgerItem | null
  orderNo: string | null
}

/** what the page's entries paid for: the orders and predictions they name are read once for the page */
async function describer(db: Db, rows: readonly LedgerViewRow[]): Promise<(e: LedgerViewRow) => Described> {
  const orderKey = (k: string) => k.startsWith('pay:') || k.startsWith('order:') || k.startsWith('order-refund:')
  const orderNos = rows.map((e) => (e.idem_key.startsWith(CHARGE_REFUND_KEY) ? e.ref : orderKey(e.idem_key) ? e.idem_key.slice(e.idem_key.indexOf(':') + 1) : null))
  const orders = await ordersByNos(db, orderNos.filter((no): no is string => no !== null))
  const sales = new Map<string, number | undefined>()
  const saleOf = async (no: string): Promise<number | undefined> => {
    if (!sales.has(no)) sales.set(no, (await predictionPurchaseByOrder(db, no))?.prediction_id)
    return sales.get(no)
  }
  const predictionIds: number[] = []
  for (const e of rows) {
    const id = e.idem_key.startsWith('income:') ? await saleOf(after(e.idem_key, 'income:')) : refId(e, 'prediction:')
    if (id !== null && id !== undefined) predictionIds.push(id)
  }
  const predictions = await predictionsByIds(db, predictionIds)
  // the VIP picks the page names, read before describing (describing is synchronous)
  const pickIds = [...new Set(rows.map((e) => refId(e, 'vip_pick:')).filter((id): id is number => id !== null))]
  const picks = new Map(await Promise.all(pickIds.map(async (id) => [id, (await pickById(db, id))?.title] as const)))
  return (e) => describeEntry(e, {
    order: (no) => orders.get(no),
    predictionTitle: (id) => predictions.get(id)?.title ?? '已删除的方案',
    pickTitle: (id) => picks.get(id) ?? 'VIP精选',
    // every sale of the page was read above
    saleOf: (no) => sales.get(no),
  })
}

interface Lookups {
  order(no: string): { product_kind: 'vip' | 'coins'; title: string } | undefined
  predictionTitle(id: number): string
  pickTitle(id: number): string
  saleOf(orderNo: string): number | undefined
}

const item = (kind: LedgerItemKind, id: number | null, title: string): LedgerItem => ({ kind, id, title })

/** what an entry paid for, read from its idempotency key and reference (written by the money services) */
function describeEntry(e: LedgerViewRow, l: Lookups): Described {
  const key = e.idem_key
  if (key.startsWith('pay:') || key.startsWith('order:')) {
    const no = key.startsWith('pay:') ? after(key, 'pay:') : after(key, 'order:')
    const o = l.order(no)
    return { item: item(o?.product_kind === 'vip' ? 'vip' : 'topup', null, o?.title ?? e.title), orderNo: no }
  }
  // a charge refunded at once to its channel: it names the order it was made for
  if (key.startsWith(CHARGE_REFUND_KEY)) return { item: item('refund', null, l.order(e.ref)?.title ?? e.title), orderNo: e.ref }
  if (key.startsWith('order-refund:')) {
    const no = after(key, 'order-refund:')
    return { item: item('refund', null, l.order(no)?.title ?? e.title), orderNo: no }
  }
  if (key.startsWith('buy:') || key.startsWith('refund:')) {
    const id = refId(e, 'prediction:')
    const prefix = key.startsWith('buy:') ? 'buy:' : 'refund:'
    return { item: id === null ? null : item(prefix === 'buy:' ? 'prediction' : 'refund', id, l.predictionTitle(id)), orderNo: after(key, prefix) }
  }
  if (key.startsWith('income:')) {
    const no = after(key, 'income:')
    const id = l.saleOf(no)
    return { item: id === undefined ? null : item('prediction_sale', id, l.predictionTitle(id)), orderNo: no }
  }
  if (key.startsWith('jx:') || key.startsWith('vipshare:')) {
    const id = refId(e, 'vip_pick:')
    const share = key.startsWith('vipshare:')
    const orderNo = share ? after(key, 'vipshare:').replace(/:\d+$/, '') : after(key, 'jx:')
    return { item: id === null ? null : item(share ? 'vip_share' : 'vip_pick', id, l.pickTitle(id)), orderNo }
  }
  if (key.startsWith('withdraw')) return { item: item('withdrawal', refId(e, 'withdrawal:'), e.title), orderNo: null }
  if (key.startsWith('checkin:')) return { item: item('checkin', null, `${e.title} ${e.ref}`.trim()), orderNo: null }
  return { item: null, orderNo: null }
}
