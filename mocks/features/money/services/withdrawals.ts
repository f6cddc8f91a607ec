import type { Db } from '../../../db'
import { fail, notFound } from '../../../http/errors'
import type { Paged } from '../../../../types/common'
import type { Withdrawal } from '../../../../types/api/money'
import { fenToYuanText, LEDGER_TITLES, WITHDRAW_MIN_FEN, WITHDRAW_STATUS_TEXT, type WithdrawStatus } from '../../../../types/money-rules'
import { maskMobile } from '../../../../types/validation/account'
import { postEntry } from './ledger'
import { walletLock, withdrawalLock } from './moneyLocks'
import { decide, insertWithdrawal, pendingOf, withdrawalById, withdrawalsPage, withdrawalsWithStatus, type WithdrawalRow } from '../repository/withdrawals'

/**
 * Expert withdrawal of cash income (fen). A request takes the amount off the cash balance at once
 * (ledger key `withdraw:<id>`), so it cannot be spent twice; the operator pays it (`paid`) or
 * rejects it (`rejected`: the amount comes back, key `withdraw-return:<id>`). At most one pending
 * request per expert (a partial unique index holds it under a double submit).
 */

/** 138****8000, a***@mail.com, or the first and last characters */
function maskAccount(account: string): string {
  if (/^1\d{10}$/.test(account)) return maskMobile(account)
  const at = account.indexOf('@')
  if (at > 0) return `${account[0]}***${account.slice(at)}`
  return account.length <= 4 ? `${account[0]}***` : `${account.slice(0, 2)}***${account.slice(-2)}`
}

function toWithdrawal(w: WithdrawalRow): Withdrawal {
  return {
    id: w.id,
    amount_fen: w.amount_fen,
    account: maskAccount(w.account),
    status: w.status,
    status_text: WITHDRAW_STATUS_TEXT[w.status],
    reason: w.reason,
    created_at: w.created_at,
    decided_at: w.decided_at,
  }
}

/** a request written or read in the same transaction: it exists */
async function existingWithdrawal(db: Db, id: number): Promise<WithdrawalRow> {
  const w = await withdrawalById(db, id)
  if (!w) throw new Error(`withdrawal ${id} vanished`)
  return w
}

export async function pendingWithdrawal(db: Db, userId: number): Promise<Withdrawal | null> {
  const w = await pendingOf(db, userId)
  return w ? toWithdrawal(w) : null
}

/** an expert's request; `isExpert` comes from the caller's session */
export async function requestWithdrawal(db: Db, user: { id: number; isExpert: boolean }, amountFen: number, account: string, now: number): Promise<Withdrawal & { cash_fen: number }> {
  if (!user.isExpert) throw fail('仅专家可以提现')
  if (amountFen < WITHDRAW_MIN_FEN) throw fail(`提现金额最低 ${fenToYuanText(WITHDRAW_MIN_FEN)} 元`)
  return db.transaction(async () => {
    if (await pendingWithdrawal(db, user.id)) throw fail('已有一笔提现正在审核，请等待处理后再申请')
    const id = await insertWithdrawal(db, user.id, amountFen, account, now)
    const { balance } = await postEntry(db, {
      userId: user.id, kind: 'money', amount: -amountFen, title: LEDGER_TITLES.withdraw, key: `withdraw:${id}`, ref: `withdrawal:${id}`,
      shortMessage: '可提现收益不足',
    }, now)
    return { ...toWithdrawal(await existingWithdrawal(db, id)), cash_fen: balance }
  }, [walletLock(user.id)])
}

export async function userWithdrawals(db: Db, userId: number, page: number, limit: number): Promise<Paged<Withdrawal>> {
  const { rows, total } = await withdrawalsPage(db, userId, limit, (page - 1) * limit)
  return { list: rows.map(toWithdrawal), page, limit, total, has_more: page * limit < total }
}

/** operator view: every request of a status, oldest first, with the user id */
export async function withdrawalsByStatus(db: Db, status: WithdrawStatus): Promise<Array<Withdrawal & { user_id: number }>> {
  return (await withdrawalsWithStatus(db, status)).map((w) => ({ ...toWithdrawal(w), user_id: w.user_id }))
}

/** the operator pays or rejects a pending request; a rejection returns the amount */
export async function decideWithdrawal(db: Db, id: number, action: 'pay' | 'reject', reason: string, now: number): Promise<Withdrawal> {
  // a request's user never changes: read first, so the request and that wallet are locked before the transaction
  const known = await withdrawalById(db, id)
  if (!known) throw notFound('提现申请')
  return db.transaction(async () => {
    const w = await existingWithdrawal(db, id)
    if (w.status !== 'pending') throw fail(`该提现已处理（${WITHDRAW_STATUS_TEXT[w.status]}）`)
    const status: WithdrawStatus = action === 'pay' ? 'paid' : 'rejected'
    await decide(db, id, status, reason, now)
    if (status === 'rejected') {
      await postEntry(db, { userId: w.user_id, kind: 'money', amount: w.amount_fen, title: LEDGER_TITLES.withdrawReturned, key: `withdraw-return:${id}`, ref: `withdrawal:${id}` }, now)
    }
    return toWithdrawal(await existingWithdrawal(db, id))
  }, [withdrawalLock(id), walletLock(known.user_id)])
}
