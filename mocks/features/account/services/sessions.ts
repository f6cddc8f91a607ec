import crypto from 'node:crypto'
import type { Db } from '../../../db'
import type { AuthUser } from '../../../http/context'
import { ResultCode } from '../../../../types/envelope'
import { endSessions, insertSession, liveSessionHashes, revokeSession, sessionEndedBy, sessionExpiresAt, sessionUser } from '../repository/sessions'

/** live sessions one account may hold (phones, tablets, browsers): a new sign-in past it ends the oldest */
export const MAX_SESSIONS_PER_USER = 10

/** session tokens: random, handed to the app once; only their hash is stored */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

const REPLACED = 'replaced'

/** a new random session token for the user; past MAX_SESSIONS_PER_USER the oldest sessions end */
export async function issueToken(db: Db, userId: number, now: number, ttlMs = 30 * 24 * 3600 * 1000): Promise<string> {
  const token = crypto.randomBytes(24).toString('base64url')
  await db.transaction(async () => {
    await insertSession(db, { token_hash: hashToken(token), user_id: userId, created_at: now, expires_at: now + ttlMs })
    const live = await liveSessionHashes(db, userId, now)
    await endSessions(db, live.slice(0, Math.max(0, live.length - MAX_SESSIONS_PER_USER)), now, REPLACED)
  })
  return token
}

/**
 * What a request whose token gave no user is told: a session ended by a newer sign-in (the cap
 * above) answers KICKED, which the app shows as "signed in elsewhere" and logs out; any other
 * (missing, unknown, expired, logged out) answers LOGIN_REQUIRED.
 */
export async function tokenRefusal(db: Db, token: string | undefined): Promise<{ code: number; msg: string }> {
  if (token && await sessionEndedBy(db, hashToken(token)) === REPLACED) {
    return { code: ResultCode.KICKED, msg: `账号已在其他设备登录（每个账号最多同时登录 ${MAX_SESSIONS_PER_USER} 台设备），请重新登录` }
  }
  return { code: ResultCode.LOGIN_REQUIRED, msg: '请先登录' }
}

export async function revokeToken(db: Db, tokenHash: string, now: number): Promise<void> {
  await revokeSession(db, tokenHash, now)
}

export async function sessionExpiry(db: Db, tokenHash: string): Promise<number> {
  return await sessionExpiresAt(db, tokenHash) ?? 0
}

/** the user a token belongs to, if the token is valid, unexpired, unrevoked and the account alive */
export async function userForToken(db: Db, token: string | undefined, now: number): Promise<AuthUser | null> {
  if (!token) return null
  const tokenHash = hashToken(token)
  const row = await sessionUser(db, tokenHash, now)
  return row ? { id: row.id, isExpert: row.is_expert === 1, tokenHash } : null
}

// reading the header is the platform's (http/authentication.ts); offered here beside the session lookup
export { bearerToken } from '../../../http/authentication'
