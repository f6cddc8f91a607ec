import crypto from 'node:crypto'
import type { Db } from '../db'
import { statement } from '../services/statements'
import type { AuthUser } from './context'

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** a new random session token for the user; only its hash is stored */
export function issueToken(db: Db, userId: number, now: number, ttlMs = 30 * 24 * 3600 * 1000): string {
  const token = crypto.randomBytes(24).toString('base64url')
  statement(db, 'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .run(hashToken(token), userId, now, now + ttlMs)
  return token
}

export function revokeToken(db: Db, tokenHash: string, now: number): void {
  statement(db, 'UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(now, tokenHash)
}

export function sessionExpiry(db: Db, tokenHash: string): number {
  return statement(db, 'SELECT expires_at FROM sessions WHERE token_hash = ?').pluck(true).get(tokenHash) as number
}

/** the user a token belongs to, if the token is valid, unexpired, unrevoked and the account alive */
export function userForToken(db: Db, token: string | undefined, now: number): AuthUser | null {
  if (!token) return null
  const tokenHash = hashToken(token)
  const row = statement(db, `
    SELECT u.id, u.is_expert FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND u.deleted_at IS NULL
  `).get(tokenHash, now) as { id: number; is_expert: number } | undefined
  return row ? { id: row.id, isExpert: row.is_expert === 1, tokenHash } : null
}

/** the token of `Authorization: Bearer <token>`; tokens never travel in the url (logs, Referer) */
export function bearerToken(headers: { authorization?: string }): string | undefined {
  const h = headers.authorization
  return h?.startsWith('Bearer ') && h.length > 7 ? h.slice(7) : undefined
}
