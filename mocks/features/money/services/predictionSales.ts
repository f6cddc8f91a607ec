import type { Db } from '../../../db'
import { fail, notFound } from '../../../http/errors'
import { WIN_OR_NOT } from '../../../../types/prediction'
import { expertShareFen, LEDGER_TITLES, PREDICTION_SALE_CLOSED_MESSAGE } from '../../../../types/money-rules'
import type { CoinPurchaseRes } from '../../../../types/api/money'
import {
  markPredictionPurchaseRefunded, predictionPurchaseByOrder, predictionPurchaseOf, predictionsByIds, recordPredictionPurchase, type PredictionBrief,
} from '../../experts'
import { decideHeldSale, insertHeldSale, openHeldSales } from '../repository/heldSales'
import { balanceOf, postEntry } from './ledger'
import { walletLocks } from './moneyLocks'

/**
 * Predictions sold for coins (api/Wechat/pay_zjfb). A purchase is one transaction: the buyer's
 * coin entry (key `buy:<order_no>`, refused below zero), the purchase (kept by experts in its
 * prediction_purchases: once per user and prediction, order_no unique), and the expert's share:
 * - an ordinary prediction pays the expert's share (EXPERT_SHARE_PERCENT, in fen) at once;
 * - a 不中退 prediction holds the sale until it settles (held_sales): a miss gives the buyer the
 *   coins back, a hit or push pays the expert. `settleHeldSales` runs after every settlement and
 *   decides each sale once (settled_at guard plus the ledger keys), however often it runs.
 */

interface Sold {
  prediction_id: number
  order_no: string
  price: number
}

/** why the prediction cannot be sold now; undefined when it can */
function saleRefusal(p: PredictionBrief, now: number): string | undefined {
  if (p.price === 0) return '免费方案无需购买'
  if (p.win_or_not !== WIN_OR_NOT.pending) return '方案已开奖，可直接查看'
  // sales stop at the first kickoff: after it the buyer would pay for a pick whose match is under way
  return now >= (p.lock_at ?? 0) ? PREDICTION_SALE_CLOSED_MESSAGE : undefined
}

export async function buyPrediction(db: Db, userId: number, predictionId: number, orderNo: string, now: number): Promise<CoinPurchaseRes & { prediction_id: number }> {
  // a prediction's expert never changes: read first, so the buyer's and the expert's wallets are locked before the transaction
  const expertId = (await predictionsByIds(db, [predictionId])).get(predictionId)?.expert_id
  return db.transaction(async () => {
    const answer = async (s: Sold) => ({ order_no: s.order_no, status: 'paid' as const, coins: await balanceOf(db, userId, 'coin'), price: s.price, prediction_id: s.prediction_id })
    // the same key again: the first outcome, never a second charge
    const byKey = await predictionPurchaseByOrder(db, orderNo)
    if (byKey) {
      if (byKey.user_id !== userId || byKey.prediction_id !== predictionId) throw fail('订单号已被使用，请重新下单')
      return answer(byKey)
    }
    const p = (await predictionsByIds(db, [predictionId])).get(predictionId)
    if (!p || p.published_at > now) throw notFound('方案')
    if (p.expert_id === userId) throw fail('不能购买自己的方案')
    // bought before under another key: already readable, nothing to charge
    const owned = await predictionPurchaseOf(db, predictionId, userId)
    if (owned) return answer(owned)
    const refusal = saleRefusal(p, now)
    if (refusal) throw fail(refusal)
    await postEntry(db, { userId, kind: 'coin', amount: -p.price, title: LEDGER_TITLES.buyPrediction, key: `buy:${orderNo}`, ref: `prediction:${p.id}` }, now)
    await recordPredictionPurchase(db, { predictionId: p.id, userId, orderNo, price: p.price }, now)
    if (p.refund_on_miss) await insertHeldSale(db, { order_no: orderNo, prediction_id: p.id, buyer_id: userId, expert_id: p.expert_id, price: p.price }, now)
    else await payExpertShare(db, p.expert_id, p.price, orderNo, now)
    return answer({ prediction_id: p.id, order_no: orderNo, price: p.price })
  }, walletLocks(expertId === undefined ? [userId] : [userId, expertId]))
}

async function payExpertShare(db: Db, expertId: number, price: number, orderNo: string, now: number): Promise<void> {
  const share = expertShareFen(price)
  if (share > 0) await postEntry(db, { userId: expertId, kind: 'money', amount: share, title: LEDGER_TITLES.predictionIncome, key: `income:${orderNo}`, ref: orderNo }, now)
}

/**
 * Decides the held sales of 不中退 predictions that have settled: a miss refunds the buyer (key
 * `refund:<order_no>`, the purchase marked refunded), a hit or push pays the expert's share.
 * Called after every settlement run (experts' onPredictionsSettled); a sale is decided once, whatever the number of runs.
 */
export async function settleHeldSales(db: Db, now: number): Promise<number> {
  const open = await openHeldSales(db)
  if (!open.length) return 0
  const results = await predictionsByIds(db, open.map((s) => s.prediction_id))
  const due = open.flatMap((s) => {
    const result = results.get(s.prediction_id)?.win_or_not ?? WIN_OR_NOT.pending
    return result === WIN_OR_NOT.pending ? [] : [{ ...s, miss: result === WIN_OR_NOT.miss }]
  })
  if (!due.length) return 0
  let decided = 0
  await db.transaction(async () => {
    for (const s of due) {
      if (!await decideHeldSale(db, s.order_no, s.miss ? 'refunded' : 'paid_out', now)) continue
      decided++
      if (s.miss) {
        await postEntry(db, { userId: s.buyer_id, kind: 'coin', amount: s.price, title: LEDGER_TITLES.refundOnMiss, key: `refund:${s.order_no}`, ref: `prediction:${s.prediction_id}` }, now)
        await markPredictionPurchaseRefunded(db, s.order_no, now)
      } else {
        await payExpertShare(db, s.expert_id, s.price, s.order_no, now)
      }
    }
  }, walletLocks(due.map((s) => (s.miss ? s.buyer_id : s.expert_id))))
  return decided
}
