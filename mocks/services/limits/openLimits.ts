import type { LimitStore } from './limitStore'
import { MemoryLimitStore } from './memoryLimits'

/** the server's limit store, and how to close it with its Redis link */
export interface OpenLimits {
  store: LimitStore
  close(): Promise<void>
}

/**
 * In Redis, shared by every process, with REDIS_URL; in this process's memory otherwise. The Redis
 * client is loaded only when asked for: the embedded server (and the mini-program suites, which build
 * it in a browser-like environment) never load it.
 */
export async function openLimitStore(redisUrl: string, log: (line: string) => void): Promise<OpenLimits> {
  if (redisUrl === '') {
    const store = new MemoryLimitStore()
    return { store, close: () => store.close() }
  }
  const [{ connectRedis }, { RedisLimitStore }] = await Promise.all([import('../redis'), import('./redisLimits')])
  const link = connectRedis(redisUrl, `football-limits-${process.pid}`)
  const store = new RedisLimitStore(link, { log })
  return {
    store,
    close: async () => {
      await store.close()
      await link.close()
    },
  }
}
