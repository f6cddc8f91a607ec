import type { Db } from '../../../db'
import { execute } from '../../../db/query'
import { q } from './builder'

/** the order numbers the stand-in WeChat has charged (xpay_sandbox_charges) */

/** claims the one charge of an order number; false when it was charged already */
export async function claimSandboxCharge(db: Db, outTradeNo: string, transactionId: string, now: number): Promise<boolean> {
  return (await execute(db, q.insertInto('xpay_sandbox_charges').values({ out_trade_no: outTradeNo, transaction_id: transactionId, charged_at: now })
    .onConflict((oc) => oc.column('out_trade_no').doNothing()))).changes > 0
}
