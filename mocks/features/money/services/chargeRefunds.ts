import type { Db } from '../../../db'
import { LEDGER_TITLES } from '../../../../types/money-rules'
import { chargeRefundOfTrade, chargeRefundsOfOrder, insertChargeRefund, type ChargeRefund } from '../repository/chargeRefunds'
import { recordRefusal } from '../repository/payRefusals'
import type { OrderRow } from '../repository/orders'

/**
 * Every charge accounted for (issue 35): a charge the server does not keep (a second transaction on
 * an order already paid or refunded, a late charge on a closed order that cannot be delivered, an
 * amount or product that is not the order's) is refunded at once to the channel that took it. On the
 * stand-in the refund is the recorded operation itself (no processor behind it): one charge_refunds
 * row per provider transaction, which the buyer reads in 收支明细. The same transaction again
 * refunds nothing more (the unique index on trade_no).
 */

export type { ChargeRefund }

export type ChargeChannel = 'wechat' | 'alipay' | 'xpay'

export interface StrayCharge {
  tradeNo: string
  channel: ChargeChannel
  amountFen: number
  /** the notification that brought it (pay_notify:wechat, xpay_goods_deliver_notify, ...) */
  event: string
  reason: string
}

/** what the buyer reads for a refunded charge, by why it was not kept */
export function chargeRefundTitle(reason: string): string {
  if (reason.startsWith('second_charge')) return LEDGER_TITLES.secondChargeRefunded
  if (reason === 'late_on_closed') return LEDGER_TITLES.closedChargeRefunded
  return LEDGER_TITLES.misfitChargeRefunded
}

/** whether this provider transaction was refunded already (it is then never credited) */
export const isRefundedTrade = async (db: Db, tradeNo: string): Promise<boolean> => await chargeRefundOfTrade(db, tradeNo) !== undefined

/**
 * Records a charge the server refuses (pay_refusals, for the operator) and refunds it, once per
 * transaction. An amount of nothing or less was no charge: recorded, nothing to refund.
 */
export async function refundStrayCharge(db: Db, o: Pick<OrderRow, 'order_no' | 'user_id'>, c: StrayCharge, now: number): Promise<void> {
  await recordRefusal(db, { order_no: o.order_no, trade_no: c.tradeNo, event: c.event, amount_fen: c.amountFen, reason: c.reason }, now)
  await refundCharge(db, o, c, now)
}

/** refunds a charge already recorded elsewhere (a late notification kept in pay_notifications) */
export async function refundCharge(db: Db, o: Pick<OrderRow, 'order_no' | 'user_id'>, c: Omit<StrayCharge, 'event'>, now: number): Promise<void> {
  if (c.amountFen <= 0) return
  await insertChargeRefund(db, {
    order_no: o.order_no, user_id: o.user_id, trade_no: c.tradeNo, channel: c.channel, amount_fen: c.amountFen, reason: c.reason, charged_at: now, refunded_at: now,
  })
}

/** the refunds of an order's stray charges (operator and tests) */
export async function chargeRefundsOf(db: Db, orderNo: string): Promise<ChargeRefund[]> {
  return chargeRefundsOfOrder(db, orderNo)
}
