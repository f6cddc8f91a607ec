import type { RowLock } from '../../../db/rowLocks'

/**
 * The money rows a transaction locks up front (`db.transaction(fn, locks)`, mocks/db/rowLocks.ts).
 *
 * The lock order, one rule for every money transaction: orders first (by order number), then
 * withdrawals (by id), then coupon batches (by id), then wallets (by ascending user id). A
 * transaction names every such row it will change before it starts (reading the ids it needs
 * beforehand: an order's user, a prediction's expert never change), so A paying B while B pays A
 * both lock the lower user id first and one waits for the other instead of deadlocking.
 */
const RANK = { order: 1, withdrawal: 2, couponBatch: 3, wallet: 4 } as const

export const orderLock = (orderNo: string): RowLock => ({ rank: RANK.order, table: 'pay_orders', column: 'order_no', key: orderNo })
export const withdrawalLock = (id: number): RowLock => ({ rank: RANK.withdrawal, table: 'withdrawals', column: 'id', key: id })
export const couponBatchLock = (id: number): RowLock => ({ rank: RANK.couponBatch, table: 'coupon_batches', column: 'id', key: id })
export const walletLock = (userId: number): RowLock => ({ rank: RANK.wallet, table: 'wallets', column: 'user_id', key: userId })

/** the wallets of these users (repeats are locked once) */
export const walletLocks = (userIds: readonly number[]): RowLock[] => userIds.map(walletLock)
