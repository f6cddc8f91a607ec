/**
 * The response envelope of every call (docs/product/error-codes.md) and the result codes both sides agree on.
 * The app's request wrapper is the only client code that reads these; the server's
 * `reply` helpers are the only server code that writes them.
 */
export interface ApiEnvelope<T = unknown> {
  code: number
  msg: string
  data: T
}

export const ResultCode = {
  /** success (a backend may also answer 200, which means the same) */
  OK: 1,
  OK_ALT: 200,
  /** a business rule or a field failed validation; `msg` says which, in Chinese */
  FAIL: 0,
  /** the id asked for does not exist */
  NOT_FOUND: 404,
  /** not logged in / token missing, expired or revoked */
  LOGIN_REQUIRED: 410000,
  LOGIN_EXPIRED: 410001,
  LOGIN_REVOKED: 410002,
  LOGIN_OTHER: 40000,
  /** signed in elsewhere / account kicked: the app logs out */
  KICKED: 100,
  /** account banned: the app clears its storage */
  BANNED: 33,
  /** real-name verification needed first */
  REALNAME_REQUIRED: -2,
} as const

export const LOGIN_CODES: readonly number[] = [
  ResultCode.LOGIN_REQUIRED,
  ResultCode.LOGIN_EXPIRED,
  ResultCode.LOGIN_REVOKED,
  ResultCode.LOGIN_OTHER,
]

export function isSuccessCode(code: number): boolean {
  return code === ResultCode.OK || code === ResultCode.OK_ALT
}
