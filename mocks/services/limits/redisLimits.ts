// node's own timers (unref): the mini-program suites host the server in a jsdom environment
import { clearInterval, setInterval } from 'node:timers'
import crypto from 'node:crypto'
import os from 'node:os'
import { OutageLog, within, type RedisLink } from '../redis'
import { HeldSockets } from './heldSockets'
import type { LimitStore, SocketCaps, SocketRefusal, SocketSlot, WindowLimit } from './limitStore'
import { MemoryLimitStore } from './memoryLimits'

/**
 * The limits of every process together, in Redis (REDIS_URL; docs/operations.md, Scale-out).
 *
 * - A window count is one key per limit and requester: INCR, and PEXPIRE when it has no expiry yet,
 *   in one script, so the window starts at the first use as in one process.
 * - Held sockets: each process writes its own counts (address → n, and the total) in a hash of its
 *   own and its id with an expiry time in a sorted set; a heartbeat rewrites both every third of
 *   `socketTtlMs`. Claiming a socket sums the hashes of the processes whose time has not run out and
 *   counts it in the same script, so two processes cannot both take the last place; a process killed
 *   without closing stops counting within `socketTtlMs`.
 *
 * Every call races `timeoutMs`: a request never waits on an unreachable Redis. Then a window count
 * falls back to this process's own count (a limit that holds per process, not a crash and not an
 * open door), while a new socket is refused ('unavailable', 503) because the sockets of the other
 * processes cannot be counted. Both are logged once per outage.
 */

export interface RedisLimitOptions {
  /** the longest a check may wait for Redis (default 250 ms) */
  timeoutMs?: number
  /** how long a process's held sockets count after its last heartbeat (default 6 s, as its watched matches: live/redisWatchedMatches.ts) */
  socketTtlMs?: number
  /** where the outage lines go */
  log?: (line: string) => void
  /** the start of every key (tests give each run its own) */
  prefix?: string
}

export const DEFAULT_LIMIT_TIMEOUT_MS = 250
/**
 * a killed process's sockets hold their places this long: its clients reconnecting to the others
 * are refused per address meanwhile (with 15 s, 3,300 clients of a killed leader took 8 tries each)
 */
export const DEFAULT_SOCKET_TTL_MS = 6_000
/** all keys share one hash tag, so a script touches one Redis Cluster slot */
const DEFAULT_PREFIX = '{football-limits}:'
const TOTAL_FIELD = '#total'

const NOW_MS = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`

/** KEYS[1] the count; ARGV[1] the window: the count after this use */
const TAKE_LUA = `local n = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`

/**
 * KEYS[1] the processes (sorted set, score = expiry); ARGV: hash prefix, own id, ttl, address,
 * per-address cap, total cap, 'hold' or 'check'. Forgets expired processes, sums the live ones,
 * answers 'address', 'total' or 'ok' (and with 'hold' counts one more for this process).
 */
const SOCKETS_LUA = `${NOW_MS}
local prefix, me, ttl = ARGV[1], ARGV[2], tonumber(ARGV[3])
local address, perAddress, total = ARGV[4], tonumber(ARGV[5]), tonumber(ARGV[6])
for _, p in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now)) do redis.call('DEL', prefix .. p) end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local onAddress, inAll = 0, 0
for _, p in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  local counts = redis.call('HMGET', prefix .. p, address, '${TOTAL_FIELD}')
  onAddress = onAddress + (tonumber(counts[1]) or 0)
  inAll = inAll + (tonumber(counts[2]) or 0)
end
if onAddress >= perAddress then return 'address' end
if inAll >= total then return 'total' end
if ARGV[7] == 'hold' then
  local mine = prefix .. me
  redis.call('HINCRBY', mine, address, 1)
  redis.call('HINCRBY', mine, '${TOTAL_FIELD}', 1)
  redis.call('PEXPIRE', mine, ttl)
  redis.call('ZADD', KEYS[1], now + ttl, me)
end
return 'ok'`

/** KEYS[1] the processes, KEYS[2] this process's hash; ARGV: ttl, own id, then field, count pairs: the hash rewritten */
const HEARTBEAT_LUA = `${NOW_MS}
local ttl = tonumber(ARGV[1])
redis.call('DEL', KEYS[2])
for i = 3, #ARGV, 2 do redis.call('HSET', KEYS[2], ARGV[i], ARGV[i + 1]) end
if #ARGV > 2 then redis.call('PEXPIRE', KEYS[2], ttl) end
redis.call('ZADD', KEYS[1], now + ttl, ARGV[2])
return 1`

/** KEYS[1] this process's hash; ARGV[1] the address: one socket fewer, never below zero */
const RELEASE_LUA = `for _, f in ipairs({ ARGV[1], '${TOTAL_FIELD}' }) do
  local n = tonumber(redis.call('HGET', KEYS[1], f) or '0') or 0
  if n > 1 then redis.call('HINCRBY', KEYS[1], f, -1) elseif n == 1 then redis.call('HDEL', KEYS[1], f) end
end
return 1`

/** KEYS[1] the processes, KEYS[2] this process's hash; ARGV[1] own id: this process counts nothing any more */
const LEAVE_LUA = `redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('DEL', KEYS[2])
return 1`

export class RedisLimitStore implements LimitStore {
  readonly shared = true
  private readonly id = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`
  private readonly timeoutMs: number
  private readonly socketTtlMs: number
  private readonly prefix: string
  private readonly processesKey: string
  private readonly ownKey: string
  /** this process's sockets: the truth each heartbeat writes to Redis */
  private readonly held = new HeldSockets()
  /** the counts used while Redis does not answer */
  private readonly fallback = new MemoryLimitStore()
  private readonly heartbeatTimer: NodeJS.Timeout
  private readonly outage: OutageLog

  constructor(private readonly link: RedisLink, opts: RedisLimitOptions = {}) {
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_LIMIT_TIMEOUT_MS
    this.socketTtlMs = opts.socketTtlMs ?? DEFAULT_SOCKET_TTL_MS
    this.prefix = opts.prefix ?? DEFAULT_PREFIX
    this.outage = new OutageLog(opts.log ?? ((line) => console.warn(line)), {
      down: (reason) => `shared limits: Redis does not answer (${reason}); request limits count in this process only, new live sockets are refused until it answers`,
      back: 'shared limits: Redis answers again; limits and socket caps count across all processes',
    })
    this.processesKey = `${this.prefix}sockets`
    this.ownKey = `${this.prefix}sockets:${this.id}`
    this.heartbeatTimer = setInterval(() => void this.heartbeat(), Math.max(100, Math.floor(this.socketTtlMs / 3)))
    this.heartbeatTimer.unref()
    void this.heartbeat()
  }

  async take(limit: WindowLimit, key: string): Promise<boolean> {
    try {
      const used = await this.run(TAKE_LUA, [`${this.prefix}w:${limit.name}:${key}`], [limit.windowMs])
      return Number(used) <= limit.max
    } catch (e) {
      this.down(e)
      return this.fallback.takeNow(limit, key)
    }
  }

  async socketRefusal(address: string, caps: SocketCaps): Promise<SocketRefusal | null> {
    try {
      const answer = await this.sockets(address, caps, 'check')
      return answer === 'ok' ? null : answer
    } catch (e) {
      this.down(e)
      return 'unavailable'
    }
  }

  async holdSocket(address: string, caps: SocketCaps): Promise<SocketSlot | SocketRefusal> {
    // counted here first, so a heartbeat sent meanwhile already carries it (one too many at worst, never one too few)
    const slot = this.held.add(address)
    try {
      const answer = await this.sockets(address, caps, 'hold')
      if (answer !== 'ok') {
        slot.release()
        return answer
      }
    } catch (e) {
      slot.release()
      this.down(e)
      return 'unavailable'
    }
    let released = false
    return {
      release: () => {
        if (released) return
        released = true
        slot.release()
        // when Redis misses this, the next heartbeat writes the count without it
        this.run(RELEASE_LUA, [this.ownKey], [address]).catch((e: unknown) => this.down(e))
      },
    }
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeatTimer)
    // the link is the process's (its owner closes it): only this process's counts are taken out
    await this.run(LEAVE_LUA, [this.processesKey, this.ownKey], [this.id]).catch(() => undefined)
  }

  /** this process's sockets written again, and its time extended */
  private async heartbeat(): Promise<void> {
    const pairs: Array<string | number> = []
    for (const [address, n] of this.held.entries()) pairs.push(address, n)
    if (this.held.total > 0) pairs.push(TOTAL_FIELD, this.held.total)
    try {
      await this.run(HEARTBEAT_LUA, [this.processesKey, this.ownKey], [this.socketTtlMs, this.id, ...pairs])
    } catch (e) {
      this.down(e)
    }
  }

  private async sockets(address: string, caps: SocketCaps, mode: 'hold' | 'check'): Promise<'ok' | 'address' | 'total'> {
    const args = [`${this.prefix}sockets:`, this.id, this.socketTtlMs, address, caps.perAddress, caps.total, mode]
    const answer = String(await this.run(SOCKETS_LUA, [this.processesKey], args))
    if (answer !== 'ok' && answer !== 'address' && answer !== 'total') throw new Error(`unexpected answer ${answer}`)
    return answer
  }

  private async run(script: string, keys: string[], args: Array<string | number>): Promise<unknown> {
    const answer = await within(this.link.commands.eval(script, keys.length, ...keys, ...args), this.timeoutMs)
    this.outage.answered()
    return answer
  }

  private down(e: unknown): void {
    this.outage.failed(e)
  }
}
