import crypto from 'node:crypto'
import type { Db } from '../../../db'
import type { AuthUser } from '../../../http/context'
import { insertSession, revokeSession, sessionExpiresAt, sessionUser } from '../repository/sessions'

/** session tokens: random, handed to the app once; only their hash is stored */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** a new random session token for the user */
export function issueToken(db: Db, userId: number, now: number, ttlMs = 30 * 24 * 3600 * 1000): string {
  const token = crypto.randomBytes(24).toString('base64url')
  insertSession(db, { token_hash: hashToken(token), user_id: userId, created_at: now, expires_at: now + ttlMs })
  return token
}

export function revokeToken(db: Db, tokenHash: string, now: number): void {
  revokeSession(db, tokenHash, now)
}

export function sessionExpiry(db: Db, tokenHash: string): number {
  return sessionExpiresAt(db, tokenHash) ?? 0
}

/** the user a token belongs to, if the token is valid, unexpired, unrevoked and the account alive */
export function userForToken(db: Db, token: string | undefined, now: number): AuthUser | null {
  if (!token) return null
  const tokenHash = hashToken(token)
  const row = sessionUser(db, tokenHash, now)
  return row ? { id: row.id, isExpert: row.is_expert === 1, tokenHash } : null
}

// reading the header is the platform's (http/authentication.ts); offered here beside the session lookup
export { bearerToken } from '../../../http/authentication'
