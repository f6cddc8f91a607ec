import type { MatchRow } from '../../types/football'
import type { TestServer } from '../server/helpers'
import { loadPage } from './harness'
import { startStandIn } from './standInServer'

/**
 * Issue 17, measured in the real weapp runtime: how many bytes the matches tab sends to the view
 * layer (page setData) for one pushed change of one match in a list of 50 rows or more. Budget: a
 * goal ≤ 8 KB.
 */

let server: TestServer

beforeAll(async () => {
  server = await startStandIn({ payModule: false })
})
afterAll(() => server.close())

const GOAL_BUDGET_BYTES = 8 * 1024

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

test('a pushed goal of one row in a 50-row list costs the view layer at most 8 KB and shows at once', async () => {
  const res = await server.call<{ list: MatchRow[]; total: number }>('api/Game/get', { status: 'all', page: 1, limit: 100 })
  expect(res.data.total).toBeGreaterThanOrEqual(50)
  // a match in play near the top of the list (rendered: the list is windowed)
  const index = res.data.list.findIndex((m) => m.status_id >= 1 && m.status_id <= 3)
  expect(index).toBeGreaterThanOrEqual(0)
  // the window renders about 40 rows from the top
  expect(index).toBeLessThan(35)
  const match = res.data.list[index]
  const page = await loadPage('pages/competition/competition', { server: server.app })
  try {
    await page.tap('全部')
    expect(page.hasText(match.home_team.short_name)).toBe(true)
    // the page holds the live topic on one socket; the server accepts it
    expect(page.sockets).toHaveLength(1)
    page.sockets[0].open()
    await page.settle()
    expect(page.sockets[0].topics()).toEqual(['live'])

    const [home, away] = match.current_score.split(':').map(Number)
    const scored = `${home + 1}:${away}`
    const before = page.setDataBytes.length
    page.sockets[0].push({
      topic: 'live',
      type: 'score',
      data: {
        match_id: match.id, current_score: scored, half_score: match.half_score, full_score: match.full_score, extra_score: match.extra_score,
        penalty_score: match.penalty_score, home_red: match.home_red, away_red: match.away_red, home_yellow: match.home_yellow,
        away_yellow: match.away_yellow, home_corner: match.home_corner, away_corner: match.away_corner, goal: true,
      },
      at: Date.now(),
    })
    await page.settle()
    const goalCalls = page.setDataBytes.slice(before)
    expect(page.hasText(`${home + 1}-${away}`)).toBe(true)
    expect(page.hasText('进球')).toBe(true)
    const goalBytes = sum(goalCalls)

    const beforeMinute = page.setDataBytes.length
    page.sockets[0].push({ topic: 'live', type: 'minute', data: { match_id: match.id, elapsed: match.elapsed + 1, elapsed_text: `${match.elapsed + 1}'` }, at: Date.now() })
    await page.settle()
    const minuteBytes = sum(page.setDataBytes.slice(beforeMinute))

    console.log(`[live] weapp setData per pushed update (list of ${res.data.total} rows): goal ${goalBytes} B in ${goalCalls.length} call(s), minute ${minuteBytes} B`)
    expect(goalCalls.length).toBeGreaterThan(0)
    expect(goalBytes).toBeLessThanOrEqual(GOAL_BUDGET_BYTES)
    expect(page.errors).toEqual([])
  } finally {
    page.unload()
  }
})
