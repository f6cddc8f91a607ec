import type { RedisLink } from '../redis'
import type { LimitStore } from './limitStore'
import { MemoryLimitStore } from './memoryLimits'
import { RedisLimitStore } from './redisLimits'

/** the server's limit store: in Redis, shared by every process, when there is a link (REDIS_URL); in this process's memory otherwise */
export function openLimitStore(redis: RedisLink | null, log: (line: string) => void): LimitStore {
  return redis ? new RedisLimitStore(redis, { log }) : new MemoryLimitStore()
}
