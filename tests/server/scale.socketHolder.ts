/**
 * A stand-in for one server process of the scale-out: holds `n` live sockets of `address` in the
 * shared limit store on Redis, says `held` and waits to be killed (tests/server/scale.sharedLimits.test.ts
 * kills it with SIGKILL, as a crashed process). Run as `node --import tsx scale.socketHolder.ts <redis-url> <address> <n> <ttl-ms>`.
 */
import { connectRedis } from '../../mocks/services/redis'
import { RedisLimitStore } from '../../mocks/services/limits/redisLimits'
import { isRefusal } from '../../mocks/services/limits/limitStore'

async function main(): Promise<void> {
  const [url, address, n, ttl] = process.argv.slice(2)
  const store = new RedisLimitStore(connectRedis(url, 'socket-holder'), { socketTtlMs: Number(ttl), timeoutMs: 5_000 })
  for (let i = 0; i < Number(n); i++) {
    const held = await store.holdSocket(address, { perAddress: 1_000, total: 1_000 })
    if (isRefusal(held)) throw new Error(`refused: ${held}`)
  }
  console.log('held')
  // held until killed
  setInterval(() => undefined, 60_000)
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
