/**
 * A stand-in for one follower process of the scale-out: writes `ids` as its sockets' watched matches
 * to Redis with a heartbeat of `ttl-ms`, says `held` and waits to be killed
 * (tests/server/scale.watchedMatches.test.ts kills it with SIGKILL, as a crashed process).
 * Run as `node --import tsx scale.watchHolder.ts <redis-url> <ttl-ms> <id>,<id>…`.
 */
import { connectRedis } from '../../mocks/services/redis'
import { RedisWatchedMatches } from '../../mocks/features/match/live/redisWatchedMatches'

async function main(): Promise<void> {
  const [url, ttl, list] = process.argv.slice(2)
  const ids = list.split(',').map(Number)
  const watched = new RedisWatchedMatches(connectRedis(url, 'watch-holder'), () => ids, { ttlMs: Number(ttl), timeoutMs: 5_000 })
  // written once the union shows them (the first write runs in the constructor)
  for (;;) {
    const all = await watched.all()
    if (ids.every((id) => all.includes(id))) break
    await new Promise((r) => setTimeout(r, 50))
  }
  console.log('held')
  // held until killed
  setInterval(() => undefined, 60_000)
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
