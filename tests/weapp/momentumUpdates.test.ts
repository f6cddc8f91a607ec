import type { MomentumRes } from '../../types/api/match.centre'
import type { LiveMomentumData } from '../../types/live'
import type { TestServer } from '../server/helpers'
import { loadPage } from './harness'
import { startStandIn } from './standInServer'

/**
 * Issue 24 item 7, measured in the real weapp runtime: what one live tick of the momentum graph (统计)
 * costs the view layer. The page shows a live match's 统计 with the graph the stand-in drew; the
 * socket then brings what a tick brings: the newest bar grown, then the next bar begun. Budget:
 * ≤ 2 KB of page setData per tick.
 */

let server: TestServer

beforeAll(async () => {
  server = await startStandIn({ payModule: false })
})
afterAll(() => server.close())

const TICK_BUDGET_BYTES = 2 * 1024

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

test('a pushed momentum bar redraws one bar of 统计 for at most 2 KB of setData', async () => {
  const live = await server.call<{ list: Array<{ id: number; elapsed: number }> }>('api/Game/get', { status: 'live', page: 1, limit: 50 })
  const match = live.data.list.find((m) => m.elapsed >= 10 && m.elapsed <= 80)
  expect(match).toBeDefined()
  const id = match!.id
  const page = await loadPage('pages/msyng/sportsSetails/sportsSetails', { server: server.app, query: { id: String(id) } })
  try {
    page.sockets[0].open()
    await page.settle()
    await page.tap('统计')
    expect(page.hasText('比赛势头')).toBe(true)
    const graph = (await server.call<MomentumRes>('api/Game/match_momentum', { event_id: id })).data
    const bars = () => page.dom.querySelectorAll('[class*="momentum__bar--home"]').length
    expect(bars()).toBe(graph.bins.length)
    const newest = graph.bins[graph.bins.length - 1]

    const tick = async (data: LiveMomentumData) => {
      const before = page.setDataBytes.length
      page.sockets[0].push({ topic: `match:${id}`, type: 'momentum', data, at: Date.now() })
      await page.settle()
      return page.setDataBytes.slice(before)
    }
    // the newest bar grows (a minute later within the same bar) …
    const grown = await tick({ match_id: id, from: newest.from, home: newest.home + 2, away: newest.away + 1, minutes_shown: graph.minutes_shown + 1 })
    // … then the next bar begins
    const next = await tick({ match_id: id, from: newest.from + graph.bin_minutes, home: 2, away: 3, minutes_shown: graph.minutes_shown + 2 })
    expect(bars()).toBe(graph.bins.length + 1)

    console.log(`[momentum] weapp setData per pushed momentum tick: bar grown ${sum(grown)} B in ${grown.length} call(s), new bar ${sum(next)} B in ${next.length} call(s)`)
    expect(grown.length).toBeGreaterThan(0)
    expect(sum(grown)).toBeLessThanOrEqual(TICK_BUDGET_BYTES)
    expect(sum(next)).toBeLessThanOrEqual(TICK_BUDGET_BYTES)
    expect(page.errors).toEqual([])
  } finally {
    page.unload()
  }
})
