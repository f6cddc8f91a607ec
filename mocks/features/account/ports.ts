import type { Db } from '../../db'
import type { UserExtend } from '../../../types/api/account'

/**
 * What account, the lowest feature, learns from the features above it: they register here in
 * their `connect()` (module-level lists: static wiring, the same for every database).
 */

export type AccountListener = (db: Db, userId: number, now: number) => Promise<void>

const createdListeners: AccountListener[] = []
const deletedListeners: AccountListener[] = []

/** called after a user row is made (in the transaction that made it) */
export function onAccountCreated(listener: AccountListener): void {
  createdListeners.push(listener)
}

/** called inside the deletion transaction: each feature forgets the person's data (match drops the follows…) */
export function onAccountDeleted(listener: AccountListener): void {
  deletedListeners.push(listener)
}

export async function accountCreated(db: Db, userId: number, now: number): Promise<void> {
  for (const listener of createdListeners) await listener(db, userId, now)
}

export async function accountDeleted(db: Db, userId: number, now: number): Promise<void> {
  for (const listener of deletedListeners) await listener(db, userId, now)
}

/**
 * The counters on the personal center (follows, fans, posts) live in other features' tables
 * (experts counts follows and fans, community posts); each registered counter is added in, so a
 * counter nobody registered is 0.
 */
export type MemberCounterName = 'follow_count' | 'fans_count' | 'post_count'
type MemberCounter = (db: Db, userId: number) => Promise<number>

const memberCounters: Array<{ name: MemberCounterName; count: MemberCounter }> = []

export function registerMemberCounter(name: MemberCounterName, count: MemberCounter): void {
  memberCounters.push({ name, count })
}

export async function memberCount(db: Db, userId: number, name: MemberCounterName): Promise<number> {
  let sum = 0
  for (const c of memberCounters) if (c.name === name) sum += await c.count(db, userId)
  return sum
}

/** the wallet part of the member info: money keeps the balances and the VIP time */
export type WalletSummary = Pick<UserExtend, 'coins' | 'money' | 'is_vip' | 'vip_expire_at'>
type WalletSummaryOf = (db: Db, userId: number, now: number) => Promise<WalletSummary>

const EMPTY_WALLET: WalletSummary = { coins: 0, money: 0, is_vip: false, vip_expire_at: null }
let walletSummaryOf: WalletSummaryOf | undefined

/** money provides the balances; until it does, every wallet is empty */
export function provideWalletSummary(fn: WalletSummaryOf): void {
  walletSummaryOf = fn
}

export async function walletSummary(db: Db, userId: number, now: number): Promise<WalletSummary> {
  return walletSummaryOf ? await walletSummaryOf(db, userId, now) : EMPTY_WALLET
}

/**
 * The member info's expert_id: the user's id when they have an expert profile (experts' table).
 * Experts provides the check; until it does, the users row's expert flag decides.
 */
type HasExpertProfile = (db: Db, userId: number) => Promise<boolean>
let hasExpertProfile: HasExpertProfile | undefined

export function provideExpertProfileCheck(fn: HasExpertProfile): void {
  hasExpertProfile = fn
}

export async function expertIdOf(db: Db, user: { id: number; is_expert: number }): Promise<number | null> {
  if (!user.is_expert) return null
  return !hasExpertProfile || await hasExpertProfile(db, user.id) ? user.id : null
}
