/**
 * The one interface every in-memory limit of the server goes through (docs/operations.md, Limits and
 * Scale-out): counts per requester in fixed windows, and live sockets held per address and in all.
 * One process keeps them in its own memory (memoryLimits.ts); with REDIS_URL every process counts in
 * Redis (redisLimits.ts), so N processes behind one address do not multiply a limit.
 */

/** a count per key in fixed windows: the window starts at a key's first use and lasts `windowMs` */
export interface WindowLimit {
  /** names the count: keys of two limits never mix */
  name: string
  max: number
  windowMs: number
}

/** live sockets one address may hold, and all addresses together */
export interface SocketCaps {
  perAddress: number
  total: number
}

/** why a socket is refused: its address holds its share, all sockets are taken, or the count cannot be read now */
export type SocketRefusal = 'address' | 'total' | 'unavailable'

/** one held socket: counted until released (or, with Redis, until its process stops refreshing it) */
export interface SocketSlot {
  /** idempotent */
  release(): void
}

export interface LimitStore {
  /** where the counts live: this process only, or Redis for every process */
  readonly shared: boolean
  /** counts one use by `key` under `limit`; false once its window's budget is spent */
  take(limit: WindowLimit, key: string): Promise<boolean>
  /** null when `address` may open one more socket now (nothing is claimed) */
  socketRefusal(address: string, caps: SocketCaps): Promise<SocketRefusal | null>
  /** claims one socket for `address` under `caps`, all or nothing */
  holdSocket(address: string, caps: SocketCaps): Promise<SocketSlot | SocketRefusal>
  /** stops counting this process's held sockets (shared); the Redis link stays its owner's */
  close(): Promise<void>
}

export function isRefusal(held: SocketSlot | SocketRefusal): held is SocketRefusal {
  return typeof held === 'string'
}
