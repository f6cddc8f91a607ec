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

/** a clock an operator or a test harness may set (POST /admin/clock, CLOCK_START) */
export interface AdjustableClock extends Clock {
  /** jumps to `at` (ms); a running clock runs on from there */
  set(at: number): void
  /** a frozen clock stands still until set again; unfreezing runs on from the time shown */
  setFrozen(frozen: boolean): void
  readonly frozen: boolean
}

export function isAdjustable(clock: Clock): clock is AdjustableClock {
  return typeof (clock as Partial<AdjustableClock>).set === 'function' && typeof (clock as Partial<AdjustableClock>).setFrozen === 'function'
}

/**
 * The server's clock: real time by default, or started at a chosen moment (and then running at
 * real speed, or frozen), so a test can put live football where it needs it: a half time, a final
 * whistle, midnight in Beijing.
 */
export class SettableClock implements AdjustableClock {
  /** the clock's time at the real moment `realAt` */
  private base: number
  private realAt: number
  private stopped: boolean
  private readonly realNow: () => number

  /** the settings it was started from (CLOCK_START, CLOCK_FROZEN): processes of one deployment share moves only with the same (sharedClock.ts) */
  readonly origin: string

  constructor(start?: number, opts: { frozen?: boolean; realNow?: () => number; origin?: string } = {}) {
    this.realNow = opts.realNow ?? Date.now
    this.realAt = this.realNow()
    this.base = start ?? this.realAt
    this.stopped = opts.frozen ?? false
    this.origin = opts.origin ?? ''
  }

  /** its whole setting: the time it showed at the real moment `real`, and whether it stands still */
  state(): { at: number; real: number; frozen: boolean } {
    return { at: this.base, real: this.realAt, frozen: this.stopped }
  }

  /** takes over a setting another process's clock had (sharedClock.ts) */
  adopt(state: { at: number; real: number; frozen: boolean }): void {
    this.base = state.at
    this.realAt = state.real
    this.stopped = state.frozen
  }

  get frozen(): boolean {
    return this.stopped
  }

  now(): number {
    return this.stopped ? this.base : this.base + (this.realNow() - this.realAt)
  }

  set(at: number): void {
    this.base = at
    this.realAt = this.realNow()
  }

  setFrozen(frozen: boolean): void {
    this.set(this.now())
    this.stopped = frozen
  }
}

/** a moment as the clock settings take it: Unix milliseconds, or an ISO 8601 date-time; null when neither */
export function parseClockTime(text: string): number | null {
  const t = text.trim()
  if (/^\d{10,}$/.test(t)) return Number(t)
  // a date-time with its zone (Z or +08:00): a bare date or local time would depend on the machine
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(t)) return null
  const ms = Date.parse(t)
  return Number.isNaN(ms) ? null : ms
}

/** what every handler receives besides its parsed request */
export interface Ctx {
  db: Db
  config: ServerConfig
  clock: Clock
  /** null when no valid token came */
  user: AuthUser | null
  ip: string
  /** the app's `X-Device-Id` header when it sent a well-formed one (limits count per address + device) */
  device?: string
  log: FastifyBaseLogger
}

/** the device id of a request: letters, digits, `._-`, at most 64; anything else is ignored */
export function deviceIdOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const v = headers['x-device-id']
  return typeof v === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(v) ? v : undefined
}

/** for endpoints with access 'user': the caller is known */
export function requireUser(ctx: Ctx): AuthUser {
  if (!ctx.user) throw new Error('requireUser on a public endpoint: set access to user')
  return ctx.user
}
