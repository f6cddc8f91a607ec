import type { Db } from '../db'
import { fail } from '../http/errors'

/**
 * Failed-login throttling: per phone number (guessing one account's password) and per address
 * (one client trying many numbers). Failures older than the window no longer count.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000
export const MAX_FAILURES_PER_MOBILE = 5
export const MAX_FAILURES_PER_ADDRESS = 20

const mobileKey = (mobile: string) => `mobile:${mobile}`
const addressKey = (ip: string) => `ip:${ip}`

function failuresSince(db: Db, key: string, since: number): number {
  return db.prepare('SELECT COUNT(*) FROM auth_failures WHERE key = ? AND at > ?').pluck().get(key, since) as number
}

/** refuses before any check when either the number or the address has failed too often */
export function assertLoginAllowed(db: Db, mobile: string, ip: string, now: number): void {
  const since = now - LOGIN_WINDOW_MS
  if (failuresSince(db, mobileKey(mobile), since) >= MAX_FAILURES_PER_MOBILE
    || failuresSince(db, addressKey(ip), since) >= MAX_FAILURES_PER_ADDRESS) {
    throw fail('登录失败次数过多，请 15 分钟后再试')
  }
}

export function recordLoginFailure(db: Db, mobile: string, ip: string, now: number): void {
  const insert = db.prepare('INSERT INTO auth_failures (key, at) VALUES (?, ?)')
  db.transaction(() => {
    insert.run(mobileKey(mobile), now)
    insert.run(addressKey(ip), now)
    db.prepare('DELETE FROM auth_failures WHERE at <= ?').run(now - LOGIN_WINDOW_MS)
  })()
}

/** a successful login forgives the number's earlier failures (the address keeps its count) */
export function clearMobileFailures(db: Db, mobile: string): void {
  db.prepare('DELETE FROM auth_failures WHERE key = ?').run(mobileKey(mobile))
}
