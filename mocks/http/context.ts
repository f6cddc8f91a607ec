import type { FastifyBaseLogger } from 'fastify'
import type { ServerConfig } from '../config'
import type { Db } from '../db'

/** the caller, resolved from the token alone */
export interface AuthUser {
  id: number
  isExpert: boolean
  tokenHash: string
}

/** the server's clock; tests pass a fixed or stepping one to drive the match simulation */
export interface Clock {
  now(): number
}
export const systemClock: Clock = { now: () => Date.now() }

/** what every handler receives besides its parsed request */
export interface Ctx {
  db: Db
  config: ServerConfig
  clock: Clock
  /** null when no valid token came */
  user: AuthUser | null
  ip: string
  log: FastifyBaseLogger
}

/** for endpoints with access 'user': the caller is known */
export function requireUser(ctx: Ctx): AuthUser {
  if (!ctx.user) throw new Error('requireUser on a public endpoint: set access to user')
  return ctx.user
}
