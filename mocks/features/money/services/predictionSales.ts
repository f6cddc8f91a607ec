import type { Db } from '../../../db'
import { fail, notFound } from '../../../http/errors'
import { WIN_OR_NOT } from '../../../../types/prediction'
import { expertShareFen, LEDGER_TITLES, PREDICTION_SALE_CLOSED_MESSAGE } from '../../../../types/money-rules'
import type { CoinPurchaseRes } from '../../../../types/api/money'
import { balanceOf, postEntry } from './ledger'
import { statement } from '../../../services/statements'

/**
 * Predictions sold for coins (api/Wechat/pay_zjfb). A purchase is one transaction: the buyer's
 * coin entry (key `buy:<order_no>`, refused below zero), the prediction_purchases row (experts
 * domain's table: once per user and prediction, order_no unique), and the expert's share:
 * - an ordinary prediction pays the expert's share (EXPERT_SHARE_PERCENT, in fen) at once;
 * - a 不中退 prediction holds the sale until it settles (held_sales): a miss gives the buyer the
 *   coins back, a hit or push pays the expert. `settleHeldSales` runs after every settlement and
 *   decides each sale once (settled_at guard plus the ledger keys), however often it runs.
 */

interface PurchaseRow {
  prediction_id: number
  user_id: number
  order_no: string
  price: number
}

interface SaleRow {
  id: number
  expert_id: number
  price: number
  refund_on_miss: number
  win_or_not: number
  published_at: number
  lock_at: number
}

export function buyPrediction(db: Db, userId: number, predictionId: number, orderNo: string, now: number): CoinPurchaseRes & { prediction_id: number } {
  return db.transaction(() => {
    const answer = (p: PurchaseRow) => ({ order_no: p.order_no, status: 'paid' as const, coins: balanceOf(db, userId, 'coin'), price: p.price, prediction_id: p.prediction_id })
    // the same key again: the first outcome, never a second charge
    const byKey = statement(db, 'SELECT prediction_id, user_id, order_no, price FROM prediction_purchases WHERE order_no = ?').get(orderNo) as PurchaseRow | undefined
    if (byKey) {
      if (byKey.user_id !== userId || byKey.prediction_id !== predictionId) throw fail('订单号已被使用，请重新下单')
      return answer(byKey)
    }
    const p = statement(db, 'SELECT id, expert_id, price, refund_on_miss, win_or_not, published_at, lock_at FROM predictions WHERE id = ?').get(predictionId) as SaleRow | undefined
    if (!p || p.published_at > now) throw notFound('方案')
    if (p.expert_id === userId) throw fail('不能购买自己的方案')
    // bought before under another key: already readable, nothing to charge
    const owned = statement(db, 'SELECT prediction_id, user_id, order_no, price FROM prediction_purchases WHERE prediction_id = ? AND user_id = ?').get(predictionId, userId) as PurchaseRow | undefined
    if (owned) return answer(owned)
    if (p.price === 0) throw fail('免费方案无需购买')
    if (p.win_or_not !== WIN_OR_NOT.pending) throw fail('方案已开奖，可直接查看')
    // sales stop at the first kickoff: after it the buyer would pay for a pick whose match is under way
    if (now >= p.lock_at) throw fail(PREDICTION_SALE_CLOSED_MESSAGE)
    postEntry(db, { userId, kind: 'coin', amount: -p.price, title: LEDGER_TITLES.buyPrediction, key: `buy:${orderNo}`, ref: `prediction:${p.id}` }, now)
    statement(db, 'INSERT INTO prediction_purchases (prediction_id, user_id, order_no, price, created_at) VALUES (?, ?, ?, ?, ?)').run(p.id, userId, orderNo, p.price, now)
    if (p.refund_on_miss) {
      statement(db, 'INSERT INTO held_sales (order_no, prediction_id, buyer_id, expert_id, price, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(orderNo, p.id, userId, p.expert_id, p.price, now)
    } else {
      payExpertShare(db, p.expert_id, p.price, orderNo, now)
    }
    return answer({ prediction_id: p.id, user_id: userId, order_no: orderNo, price: p.price })
  })()
}

function payExpertShare(db: Db, expertId: number, price: number, orderNo: string, now: number): void {
  const share = expertShareFen(price)
  if (share > 0) postEntry(db, { userId: expertId, kind: 'money', amount: share, title: LEDGER_TITLES.predictionIncome, key: `income:${orderNo}`, ref: orderNo }, now)
}

interface HeldSale {
  order_no: string
  prediction_id: number
  buyer_id: number
  expert_id: number
  price: number
  win_or_not: number
}

/**
 * Decides the held sales of 不中退 predictions that have settled: a miss refunds the buyer (key
 * `refund:<order_no>`, prediction_purchases.refunded_at set), a hit or push pays the expert's share.
 * Called after every settlement run (settleDue); a sale is decided once, whatever the number of runs.
 */
export function settleHeldSales(db: Db, now: number): number {
  const due = statement(db, `SELECT h.order_no, h.prediction_id, h.buyer_id, h.expert_id, h.price, p.win_or_not
    FROM held_sales h JOIN predictions p ON p.id = h.prediction_id WHERE h.settled_at IS NULL AND p.win_or_not != 0`).all() as HeldSale[]
  if (!due.length) return 0
  let decided = 0
  db.transaction(() => {
    for (const s of due) {
      const miss = s.win_or_not === WIN_OR_NOT.miss
      const taken = statement(db, 'UPDATE held_sales SET settled_at = ?, outcome = ? WHERE order_no = ? AND settled_at IS NULL')
        .run(now, miss ? 'refunded' : 'paid_out', s.order_no).changes
      if (!taken) continue
      decided++
      if (miss) {
        postEntry(db, { userId: s.buyer_id, kind: 'coin', amount: s.price, title: LEDGER_TITLES.refundOnMiss, key: `refund:${s.order_no}`, ref: `prediction:${s.prediction_id}` }, now)
        statement(db, 'UPDATE prediction_purchases SET refunded_at = ? WHERE order_no = ? AND refunded_at IS NULL').run(now, s.order_no)
      } else {
        payExpertShare(db, s.expert_id, s.price, s.order_no, now)
      }
    }
  })()
  return decided
}
