import type { Db } from '../../../db'
import { fail } from '../../../http/errors'
import { addFailures, deleteFailureRange, deleteFailures, recentFailures } from '../repository/authFailures'

/**
 * Failed-login backoff. Failures are counted per address and per (address, number): after a few
 * free tries each further failure doubles the wait before that address may try again (that number,
 * or any number). Nothing is counted per number alone, so a stranger guessing from their own
 * address slows only themselves and never locks the owner out from another address. Codes are
 * guarded besides (burnt after 5 wrong guesses, mocks/features/account/services/sms.ts) and passwords are scrypt.
 */
/** how long a failure counts: a day, so waits keep growing for a patient guesser */
export const LOGIN_WINDOW_MS = 24 * 3600 * 1000
/** failures of one number from one address before the waits begin */
export const FREE_FAILURES_PER_PAIR = 3
/** failures from one address (any numbers) before the waits begin */
export const FREE_FAILURES_PER_ADDRESS = 10
const FIRST_WAIT_MS = 2_000
/** the longest wait: a guesser gets at most 4 tries an hour from one address */
export const MAX_LOGIN_WAIT_MS = 15 * 60 * 1000

const pairKey = (mobile: string, ip: string) => `pair:${mobile}@${ip}`
const addressKey = (ip: string) => `ip:${ip}`

/** the wait after `failures` failures, the first `free` of which cost nothing */
export function backoffMs(failures: number, free: number): number {
  if (failures < free) return 0
  return Math.min(MAX_LOGIN_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - free))
}

/** the time left before this address may try this number again, 0 when it may now */
export async function loginWaitMs(db: Db, mobile: string, ip: string, now: number): Promise<number> {
  const since = now - LOGIN_WINDOW_MS
  const pair = await recentFailures(db, pairKey(mobile, ip), since)
  const address = await recentFailures(db, addressKey(ip), since)
  const until = Math.max(
    pair.last === null ? 0 : pair.last + backoffMs(pair.n, FREE_FAILURES_PER_PAIR),
    address.last === null ? 0 : address.last + backoffMs(address.n, FREE_FAILURES_PER_ADDRESS),
  )
  return Math.max(0, until - now)
}

/** refuses before any check while the address still has to wait */
export async function assertLoginAllowed(db: Db, mobile: string, ip: string, now: number): Promise<void> {
  const wait = await loginWaitMs(db, mobile, ip, now)
  if (wait <= 0) return
  const seconds = Math.ceil(wait / 1000)
  throw fail(`登录失败次数过多，请 ${seconds < 120 ? `${seconds} 秒` : `${Math.ceil(seconds / 60)} 分钟`}后再试`)
}

export async function recordLoginFailure(db: Db, mobile: string, ip: string, now: number): Promise<void> {
  await addFailures(db, [pairKey(mobile, ip), addressKey(ip)], now, LOGIN_WINDOW_MS)
}

/** a successful login forgives this address's failures on the number (the address keeps its count) */
export async function clearLoginFailures(db: Db, mobile: string, ip: string): Promise<void> {
  await deleteFailures(db, pairKey(mobile, ip))
}

/** a new password forgives every address's failures on the number */
export async function clearMobileFailures(db: Db, mobile: string): Promise<void> {
  await deleteFailureRange(db, `pair:${mobile}@`, `pair:${mobile}A`)
}
