// node's own timers (unref): the mini-program suites host the server in a jsdom environment
import { clearInterval, setInterval } from 'node:timers'
import crypto from 'node:crypto'
import os from 'node:os'
import { OutageLog, within, type RedisLink } from '../../../services/redis'
import type { WatchedMatches } from './watchedMatches'

/**
 * The watched matches of every process, in Redis (docs/operations.md, the live push across processes).
 * Shaped like the held sockets of the shared limits (services/limits/redisLimits.ts): each process
 * keeps its own ids in a set of its own, and its id with an expiry time in a sorted set; a change is
 * written at once and a heartbeat rewrites the whole set every third of `ttlMs`, so a process killed
 * without closing stops counting within `ttlMs`. The leader reads the union of the live processes'
 * sets in one script, one round trip per tick. When Redis does not answer within `timeoutMs` the
 * leader falls back to its own sockets' matches (as one process always did), logged once per outage.
 */

export interface RedisWatchedOptions {
  /** how long a process's watches count after its last heartbeat (default 6 s) */
  ttlMs?: number
  /** the longest a tick waits for the union (default 250 ms) */
  timeoutMs?: number
  /** the start of every key (tests give a run its own) */
  prefix?: string
  log?: (line: string) => void
}

export const DEFAULT_WATCHED_TTL_MS = 6_000
const DEFAULT_TIMEOUT_MS = 250
/** one hash tag: every key a script touches is in one Redis Cluster slot */
const DEFAULT_PREFIX = '{football-live-watched}:'

const NOW_MS = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`

/**
 * KEYS[1] the processes (sorted set, score = expiry), KEYS[2] this process's set; ARGV: ttl, own id,
 * 'add' | 'remove' | 'replace', then match ids. The set changed and its time extended.
 */
const WRITE_LUA = `${NOW_MS}
local ttl = tonumber(ARGV[1])
if ARGV[3] == 'replace' then redis.call('DEL', KEYS[2]) end
for i = 4, #ARGV do
  if ARGV[3] == 'remove' then redis.call('SREM', KEYS[2], ARGV[i]) else redis.call('SADD', KEYS[2], ARGV[i]) end
end
redis.call('PEXPIRE', KEYS[2], ttl)
redis.call('ZADD', KEYS[1], now + ttl, ARGV[2])
return 1`

/** KEYS[1] the processes; ARGV[1] the sets' prefix: forgets expired processes, answers the union of the others' sets */
const UNION_LUA = `${NOW_MS}
for _, p in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now)) do redis.call('DEL', ARGV[1] .. p) end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local sets = {}
for _, p in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do sets[#sets + 1] = ARGV[1] .. p end
if #sets == 0 then return {} end
return redis.call('SUNION', unpack(sets))`

/** KEYS[1] the processes, KEYS[2] this process's set; ARGV[1] own id */
const LEAVE_LUA = `redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('DEL', KEYS[2])
return 1`

export class RedisWatchedMatches implements WatchedMatches {
  private readonly id = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`
  private readonly ttlMs: number
  private readonly timeoutMs: number
  private readonly processesKey: string
  private readonly setPrefix: string
  private readonly ownKey: string
  private readonly outage: OutageLog
  private readonly heartbeatTimer: NodeJS.Timeout

  /** `own`: this process's watched matches, the truth each heartbeat writes */
  constructor(private readonly link: RedisLink, private readonly own: () => number[], opts: RedisWatchedOptions = {}) {
    this.ttlMs = opts.ttlMs ?? DEFAULT_WATCHED_TTL_MS
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS
    const prefix = opts.prefix ?? DEFAULT_PREFIX
    this.processesKey = `${prefix}processes`
    this.setPrefix = `${prefix}process:`
    this.ownKey = `${this.setPrefix}${this.id}`
    this.outage = new OutageLog(opts.log ?? ((line) => console.warn(line)), {
      down: (reason) => `[live] watched matches: Redis does not answer (${reason}); the ticker looks closely only at this process's watched matches`,
      back: '[live] watched matches: Redis answers again; the ticker looks at the matches watched on every process',
    })
    this.heartbeatTimer = setInterval(() => this.write('replace', this.own()), Math.max(100, Math.floor(this.ttlMs / 3)))
    this.heartbeatTimer.unref()
    this.write('replace', this.own())
  }

  changed(matchId: number, watched: boolean): void {
    this.write(watched ? 'add' : 'remove', [matchId])
  }

  async all(): Promise<number[]> {
    const own = this.own()
    try {
      const ids = (await this.run(UNION_LUA, [this.processesKey], [this.setPrefix])) as string[]
      return [...new Set([...own, ...ids.map(Number)])]
    } catch (e) {
      this.down(e)
      return own
    }
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeatTimer)
    await this.run(LEAVE_LUA, [this.processesKey, this.ownKey], [this.id]).catch(() => undefined)
  }

  /**
   * a change or the heartbeat, waiting in the link's queue while it connects (nobody waits for it);
   * one that Redis misses is repaired by the next heartbeat
   */
  private write(how: 'add' | 'remove' | 'replace', ids: number[]): void {
    this.run(WRITE_LUA, [this.processesKey, this.ownKey], [this.ttlMs, this.id, how, ...ids], null).catch((e: unknown) => this.down(e))
  }

  /** a script's answer; within `timeoutMs` unless `null` */
  private async run(script: string, keys: string[], args: Array<string | number>, timeoutMs: number | null = this.timeoutMs): Promise<unknown> {
    const sent = this.link.commands.eval(script, keys.length, ...keys, ...args)
    const answer = await (timeoutMs === null ? sent : within(sent, timeoutMs))
    this.outage.answered()
    return answer
  }

  private down(e: unknown): void {
    this.outage.failed(e)
  }
}
