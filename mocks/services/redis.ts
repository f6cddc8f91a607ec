// node's own timers: the mini-program suites host the server in a jsdom environment
import { clearTimeout, setTimeout } from 'node:timers'
import Redis from 'ioredis'

/**
 * The server's links to Redis when REDIS_URL is set (docs/operations.md, Scale-out): one connection for
 * commands and, made on first use, one for subscriptions (a subscribing Redis connection can run no
 * other command). Without REDIS_URL there is no link and each process keeps its in-process hub and
 * limits. ioredis reconnects by itself; commands wait in its queue meanwhile, so a caller that must
 * not wait (a limit checked on a request) races its own short timeout.
 */
export interface RedisLink {
  readonly commands: Redis
  /** the subscribing connection (made on the first call) */
  subscriber(): Redis
  close(): Promise<void>
}

export function connectRedis(url: string, name: string): RedisLink {
  const options = { connectionName: name, maxRetriesPerRequest: 2, enableAutoPipelining: true }
  const commands = new Redis(url, options)
  // a Redis that is down is noticed where a command fails (the limits and the push bus log it once);
  // without a listener ioredis prints every reconnect attempt as an unhandled error
  commands.on('error', () => undefined)
  let sub: Redis | undefined
  return {
    commands,
    subscriber() {
      if (!sub) {
        sub = new Redis(url, { ...options, connectionName: `${name}-sub` })
        sub.on('error', () => undefined)
      }
      return sub
    },
    async close() {
      await Promise.allSettled([commands.quit(), sub?.quit()])
    },
  }
}

/** `work`, or a rejection once `ms` passed without its answer (the command may still run later) */
export function within<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
    work.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (err: unknown) => {
        clearTimeout(timer)
        reject(err instanceof Error ? err : new Error(String(err)))
      },
    )
  })
}

/** a Redis user's outage, said once when it begins and once when it ends (not on every failed command) */
export class OutageLog {
  private reachable = true

  constructor(private readonly log: (line: string) => void, private readonly texts: { down: (reason: string) => string; back: string }) {}

  answered(): void {
    if (this.reachable) return
    this.reachable = true
    this.log(this.texts.back)
  }

  failed(e: unknown): void {
    if (!this.reachable) return
    this.reachable = false
    this.log(this.texts.down(e instanceof Error ? e.message : String(e)))
  }
}
