import type { Db } from '../../../db'
import { fail, notFound } from '../../../http/errors'
import type { Paged } from '../../../../types/common'
import type { Withdrawal } from '../../../../types/api/money'
import { fenToYuanText, LEDGER_TITLES, WITHDRAW_MIN_FEN, WITHDRAW_STATUS_TEXT, type WithdrawStatus } from '../../../../types/money-rules'
import { maskMobile } from '../../../../types/validation/account'
import { postEntry } from './ledger'
import { statement } from '../../../services/statements'

/**
 * Expert withdrawal of cash income (fen). A request takes the amount off the cash balance at once
 * (ledger key `withdraw:<id>`), so it cannot be spent twice; the operator pays it (`paid`) or
 * rejects it (`rejected`: the amount comes back, key `withdraw-return:<id>`). At most one pending
 * request per expert (a partial unique index holds it under a double submit).
 */

interface WithdrawalRow {
  id: number
  user_id: number
  amount_fen: number
  account: string
  status: WithdrawStatus
  reason: string
  created_at: number
  decided_at: number | null
}

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

export function pendingWithdrawal(db: Db, userId: number): Withdrawal | null {
  const w = statement(db, "SELECT * FROM withdrawals WHERE user_id = ? AND status = 'pending'").get(userId) as WithdrawalRow | undefined
  return w ? toWithdrawal(w) : null
}

/** an expert's request; `isExpert` comes from the caller's session */
export function requestWithdrawal(db: Db, user: { id: number; isExpert: boolean }, amountFen: number, account: string, now: number): Withdrawal & { cash_fen: number } {
  if (!user.isExpert) throw fail('仅专家可以提现')
  if (amountFen < WITHDRAW_MIN_FEN) throw fail(`提现金额最低 ${fenToYuanText(WITHDRAW_MIN_FEN)} 元`)
  return db.transaction(() => {
    if (pendingWithdrawal(db, user.id)) throw fail('已有一笔提现正在审核，请等待处理后再申请')
    const id = Number(statement(db, 'INSERT INTO withdrawals (user_id, amount_fen, account, created_at) VALUES (?, ?, ?, ?)').run(user.id, amountFen, account, now).lastInsertRowid)
    const { balance } = postEntry(db, {
      userId: user.id, kind: 'money', amount: -amountFen, title: LEDGER_TITLES.withdraw, key: `withdraw:${id}`, ref: `withdrawal:${id}`,
      shortMessage: '可提现收益不足',
    }, now)
    return { ...toWithdrawal(statement(db, 'SELECT * FROM withdrawals WHERE id = ?').get(id) as WithdrawalRow), cash_fen: balance }
  })()
}

export function userWithdrawals(db: Db, userId: number, page: number, limit: number): Paged<Withdrawal> {
  const total = statement(db, 'SELECT COUNT(*) FROM withdrawals WHERE user_id = ?').pluck(true).get(userId) as number
  const rows = statement(db, 'SELECT * FROM withdrawals WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(userId, limit, (page - 1) * limit) as WithdrawalRow[]
  return { list: rows.map(toWithdrawal), page, limit, total, has_more: page * limit < total }
}

/** operator view: every request of a status, oldest first, with the user id */
export function withdrawalsByStatus(db: Db, status: WithdrawStatus): Array<Withdrawal & { user_id: number }> {
  const rows = statement(db, 'SELECT * FROM withdrawals WHERE status = ? ORDER BY id LIMIT 500').all(status) as WithdrawalRow[]
  return rows.map((w) => ({ ...toWithdrawal(w), user_id: w.user_id }))
}

/** the operator pays or rejects a pending request; a rejection returns the amount */
export function decideWithdrawal(db: Db, id: number, action: 'pay' | 'reject', reason: string, now: number): Withdrawal {
  return db.transaction(() => {
    const w = statement(db, 'SELECT * FROM withdrawals WHERE id = ?').get(id) as WithdrawalRow | undefined
    if (!w) throw notFound('提现申请')
    if (w.status !== 'pending') throw fail(`该提现已处理（${WITHDRAW_STATUS_TEXT[w.status]}）`)
    const status: WithdrawStatus = action === 'pay' ? 'paid' : 'rejected'
    statement(db, "UPDATE withdrawals SET status = ?, reason = ?, decided_at = ? WHERE id = ? AND status = 'pending'").run(status, reason, now, id)
    if (status === 'rejected') {
      postEntry(db, { userId: w.user_id, kind: 'money', amount: w.amount_fen, title: LEDGER_TITLES.withdrawReturned, key: `withdraw-return:${id}`, ref: `withdrawal:${id}` }, now)
    }
    return toWithdrawal(statement(db, 'SELECT * FROM withdrawals WHERE id = ?').get(id) as WithdrawalRow)
  })()
}
