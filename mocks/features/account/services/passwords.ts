import crypto from 'node:crypto'
import { promisify } from 'node:util'

/**
 * Password storage: salted scrypt (memory-hard, slow on purpose), stored as
 * `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking old hashes.
 */
const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>

const COST = { N: 16384, r: 8, p: 1 }
const KEY_LEN = 32
const SALT_LEN = 16

const format = (salt: Buffer, key: Buffer) => ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$')

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_LEN)
  return format(salt, await scrypt(password, salt, KEY_LEN, COST))
}

/** for start-up seeding, which runs before the server answers anything */
export function hashPasswordSync(password: string): string {
  const salt = crypto.randomBytes(SALT_LEN)
  return format(salt, crypto.scryptSync(password, salt, KEY_LEN, COST))
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, hash] = stored.split('$')
  if (algo !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) })
  return crypto.timingSafeEqual(key, expected)
}

/** a real hash to compare against when the account does not exist, so timing does not reveal which numbers are registered */
let decoy: Promise<string> | undefined
export async function burnPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword('decoy-password')
  await verifyPassword(password, await decoy)
}
