import type { Db } from '../../db'
import { firstRow, queryBuilder } from '../../db/query'
import type { UserExtend } from '../../../types/api/account'
import type { AccountTables } from './tables'
import { DEMO_MOBILE } from './services/demoAccounts'

/**
 * What money needs of account until account's index offers it (brief rule 4): the names and shapes
 * agreed in coordination.md, so account's own exports replace these at the merge.
 */

const q = queryBuilder<AccountTables>()

export function userExists(db: Db, id: number): boolean {
  return firstRow(db, q.selectFrom('users').select('id').where('id', '=', id)) !== undefined
}

export function isExpertUser(db: Db, id: number): boolean {
  return firstRow(db, q.selectFrom('users').select('is_expert').where('id', '=', id))?.is_expert === 1
}

export function isRealnameVerified(db: Db, userId: number): boolean {
  return firstRow(db, q.selectFrom('realname').select('user_id').where('user_id', '=', userId)) !== undefined
}

/** the demo account (README "Accounts on the stand-in server"), once account's seed has made it */
export function demoAccountId(db: Db): number | undefined {
  return firstRow(db, q.selectFrom('users').select('id').where('mobile', '=', DEMO_MOBILE).where('deleted_at', 'is', null))?.id
}

// ---- hooks (coordination.md); account's hooks.ts takes their place at the merge ----

export type AccountListener = (db: Db, userId: number, now: number) => void
const createdListeners: AccountListener[] = []

/** called after a user row is made */
export function onAccountCreated(listener: AccountListener): void {
  createdListeners.push(listener)
}

/** the wallet part of the member info: money keeps the balances and the VIP time */
export type WalletSummary = Pick<UserExtend, 'coins' | 'money' | 'is_vip' | 'vip_expire_at'>
let walletSummaryOf: ((db: Db, userId: number, now: number) => WalletSummary) | undefined

export function provideWalletSummary(fn: (db: Db, userId: number, now: number) => WalletSummary): void {
  walletSummaryOf = fn
}

/** what account's sign-up calls (account's hooks.ts: accountCreated) */
export function accountCreated(db: Db, userId: number, now: number): void {
  for (const listener of createdListeners) listener(db, userId, now)
}

/** what account's member info reads; an empty wallet until money provides it */
export function walletSummary(db: Db, userId: number, now: number): WalletSummary {
  return walletSummaryOf ? walletSummaryOf(db, userId, now) : { coins: 0, money: 0, is_vip: false, vip_expire_at: null }
}
