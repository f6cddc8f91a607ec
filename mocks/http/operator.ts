import crypto from 'node:crypto'

/**
 * Operator endpoints (/admin/*) answer only the `x-admin-token` header holding the server's
 * operator token (ADMIN_TOKEN or the generated one, mocks/services/secrets.ts). Compared in
 * constant time; an empty token never matches.
 */
export function isOperatorRequest(headers: Record<string, string | string[] | undefined>, adminToken: string): boolean {
  const given = headers['x-admin-token']
  if (typeof given !== 'string' || given === '' || adminToken === '') return false
  const a = crypto.createHash('sha256').update(given).digest()
  const b = crypto.createHash('sha256').update(adminToken).digest()
  return crypto.timingSafeEqual(a, b)
}
