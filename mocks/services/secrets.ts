import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { ServerConfig } from '../config'

/**
 * The server's own secrets: the operator token (/admin/*), the key of the real-name ID hash and
 * the key that signs sandbox payments (each its own: knowing one tells nothing of the others).
 * Each comes from the environment, or is generated at first start and kept in `secrets.json`
 * beside the database (mode 600), so nothing secret is ever published in the repository.
 */
export interface ServerSecrets {
  adminToken: string
  realnameSecret: string
  paySecret: string
  /** said once in the server log (a generated token is printed only when it is created) */
  notice?: string
}

interface StoredSecrets {
  admin_token?: string
  realname_secret?: string
  pay_secret?: string
}

export const secretsFileFor = (dbFile: string) => path.join(path.dirname(dbFile), 'secrets.json')

const generate = () => crypto.randomBytes(24).toString('base64url')

function readStored(file: string): StoredSecrets {
  if (!fs.existsSync(file)) return {}
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as StoredSecrets
  } catch {
    throw new Error(`${file} is not valid JSON: remove it to have new secrets generated`)
  }
}

export function resolveSecrets(config: Pick<ServerConfig, 'adminToken' | 'realnameSecret' | 'paySecret' | 'dbFile'>): ServerSecrets {
  // an in-memory database (tests) keeps nothing: fresh secrets for this server only
  if (config.dbFile === ':memory:') {
    return { adminToken: config.adminToken || generate(), realnameSecret: config.realnameSecret || generate(), paySecret: config.paySecret || generate() }
  }
  const file = secretsFileFor(config.dbFile)
  const stored = readStored(file)
  const next: StoredSecrets = { ...stored }
  if (!config.adminToken && !next.admin_token) next.admin_token = generate()
  if (!config.realnameSecret && !next.realname_secret) next.realname_secret = generate()
  if (!config.paySecret && !next.pay_secret) next.pay_secret = generate()
  const createdAdmin = next.admin_token !== stored.admin_token
  if (createdAdmin || next.realname_secret !== stored.realname_secret || next.pay_secret !== stored.pay_secret) {
    fs.writeFileSync(file, JSON.stringify(next, null, 2) + '\n', { mode: 0o600 })
  }
  const adminToken = config.adminToken || (next.admin_token as string)
  const realnameSecret = config.realnameSecret || (next.realname_secret as string)
  const paySecret = config.paySecret || (next.pay_secret as string)
  const notice = createdAdmin
    ? `[stand-in] operator token generated (header x-admin-token): ${adminToken} — kept in ${file}; shown only this once`
    : config.adminToken ? undefined : `[stand-in] operator token: see admin_token in ${file} (or set ADMIN_TOKEN)`
  return { adminToken, realnameSecret, paySecret, notice }
}
