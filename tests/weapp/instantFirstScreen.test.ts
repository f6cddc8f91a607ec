import type { TestServer } from '../server/helpers'
import { loadPage } from './harness'
import { startStandIn } from './standInServer'

/**
 * Issue 25 item 7: the home and 赛事 draw the last first screen they had (kept in storage) at
 * launch, before the network answers; measured as the time from launch to the first match row
 * with every request held back (docs/benchmarks.md › 首屏缓存).
 */
let server: TestServer

beforeAll(async () => {
  server = await startStandIn({ payModule: false })
})
afterAll(() => server.close())

/** a drawn match row (its team names; the loading placeholders have none) */
const ROW = '[class*="match-row__name"]'
const STALE_MINUTE = '[class*="match-row__minute--stale"]'
const CACHE_KEYS: Record<string, string> = { 'pages/index/index': 'first_screen_home', 'pages/competition/competition': 'first_screen_matches' }
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

test.each(Object.keys(CACHE_KEYS))('%s shows its last rows at launch with the network held back, then the answers replace them', async (route) => {
  // a first start, online: the page keeps its first screen in storage and in WeChat's rendering cache
  const online = await loadPage(route, { server: server.app, watchFor: ROW })
  let kept: Record<string, unknown>
  try {
    expect(online.errors).toEqual([])
    expect(online.dom.querySelector(ROW)).not.toBeNull()
    await sleep(1500)
    kept = Object.fromEntries(online.storage)
    expect(kept[CACHE_KEYS[route]]).toEqual(expect.objectContaining({ v: expect.any(Number) }))
    // signed out: the drawn page (Taro's tree under root) is given to the initial rendering cache
    expect(online.log.renderingCaches.at(-1)).toEqual({ root: expect.objectContaining({ cn: expect.any(Array) }) })
  } finally {
    online.unload()
  }

  // a cold start with no storage and no answers: nothing to draw but the placeholders
  const bare = await loadPage(route, { server: server.app, holdRequests: true, watchFor: ROW, settleMs: 1500 })
  bare.unload()
  expect(bare.firstSeenMs).toBeNull()

  // the next start, network held back: the kept rows are drawn, their minutes greyed
  const cold = await loadPage(route, { server: server.app, storage: kept, holdRequests: true, watchFor: ROW })
  try {
    expect(cold.errors).toEqual([])
    expect(cold.firstSeenMs).not.toBeNull()
    console.log(`[instant first screen] ${route}: launch to first match row ${cold.firstSeenMs?.toFixed(0)} ms with the network held back (${cold.log.requests.length} requests waiting)`)
    // the rows came from storage: every request is still unanswered, and none was added for the cache
    expect(cold.log.requests.length).toBeGreaterThan(0)
    expect(cold.log.requests.length).toBe(bare.log.requests.length)
    if (route === 'pages/competition/competition') expect(cold.hasText('上次的比赛数据')).toBe(true)
    await cold.releaseRequests()
    expect(cold.dom.querySelector(ROW)).not.toBeNull()
    expect(cold.dom.querySelector(STALE_MINUTE)).toBeNull()
    expect(cold.hasText('上次的比赛数据')).toBe(false)
  } finally {
    cold.unload()
  }
}, 60_000)
