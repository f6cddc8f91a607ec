import type { Locator, Request } from 'playwright-core'
import { eventually, pullDown, startE2E, type E2EApp, textBoxOf } from './harness'

let app: E2EApp

beforeAll(async () => {
  // the server's clock stands at the suite's moment (TEST_CLOCK): the list and the API agree,
  // and the minute test moves the clock itself rather than waiting for real minutes to pass
  app = await startE2E({ payModule: false, frozenClock: true })
})
afterAll(() => app?.close())

const shown = (): Locator => app.page.locator('.taro_page.taro_page_show').last()
const rows = () => shown().locator('[data-testid^="match-row-"]')

/** the live list polls every 10 s: a poll, with room for a loaded machine */
const POLL_MS = 30_000
const CLOCK_STEP_MS = 2 * 60_000

/** a minute inside a half, far enough from its end that two more minutes stay in it: 1'–40', 46'–85' */
function runningMinute(text: string): number | null {
  const m = /^(\d+)'$/.exec(text)
  if (!m) return null
  const minute = Number(m[1])
  return (minute >= 1 && minute <= 40) || (minute >= 46 && minute <= 85) ? minute : null
}

test('the matches tab shows live matches whose minute advances without a reload', async () => {
  await app.openPage('#/pages/competition/competition')
  expect(await app.title()).toBe('赛事')
  await rows().first().waitFor({ timeout: 30_000 })
  expect((await rows().first().locator('[data-testid="minute"]').textContent())!.trim()).toMatch(/^\d+(\+\d+)?'$|中场|加时|点球/)
  // a match in a running half (at half time, or in stoppage, the minute would not move as asked)
  const shownRows = await rows().evaluateAll((els) =>
    els.map((el) => ({
      id: el.getAttribute('data-testid') ?? '',
      minute: el.querySelector('[data-testid="minute"]')?.textContent?.trim() ?? '',
      score: el.querySelector('[data-testid="score"]')?.textContent?.trim() ?? '',
    })),
  )
  const running = shownRows.find((r) => runningMinute(r.minute) !== null)
  if (!running) throw new Error(`no live match in a running half at ${(await app.clock()).beijing}: ${JSON.stringify(shownRows.slice(0, 10))}`)
  expect(running.score).toMatch(/^\d+-\d+$/)
  const expected = `${runningMinute(running.minute)! + CLOCK_STEP_MS / 60_000}'`
  await app.page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))

  // two minutes pass on the server: the next poll brings the row its new minute
  await app.setClock({ offset: CLOCK_STEP_MS })
  await app.page.waitForFunction(
    ([testid, text]) => document.querySelector(`.taro_page_show [data-testid="${testid}"] [data-testid="minute"]`)?.textContent?.trim() === text,
    [running.id, expected] as const,
    { timeout: POLL_MS, polling: 250 },
  )
  expect(await app.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  expect(await shown().locator(`[data-testid="${running.id}"]`).count()).toBe(1)
})

test('pulling the matches list down reloads it: the list and its competition filter are asked again', async () => {
  await app.openPage('#/pages/competition/competition')
  await rows().first().waitFor({ timeout: 30_000 })
  // only a full reload (first show, pull-down, another day) asks for the day's competitions; the live poll does not
  let asked = 0
  const count = (r: Request) => void (/\/api\/Game\/List_of_events\b/.test(r.url()) && asked++)
  app.page.on('request', count)
  try {
    await pullDown(app.page)
    expect(await eventually(async () => asked > 0, true)).toBe(true)
    await rows().first().waitFor({ timeout: 15_000 })
  } finally {
    app.page.off('request', count)
  }
})

test('a match opens its detail, and every tab shows its content', async () => {
  await app.openPage('#/pages/competition/competition')
  await rows().first().waitFor({ timeout: 30_000 })
  const homeName = (await rows().first().locator('.match-row__name').first().textContent())!.trim()
  await rows().first().click()
  await app.page.locator('.taro_page_show [data-testid="scoreboard"]').last().waitFor({ timeout: 30_000 })
  expect(await app.title()).toBe('赛事详情')
  expect(await shown().locator('[data-testid="scoreboard"]').textContent()).toContain(homeName)
  expect(await shown().locator('[data-testid="detail-score"]').textContent()).toMatch(/^\d+-\d+$/)

  const tab = (key: string) => shown().locator(`[data-testid="tab-${key}"]`)
  await shown().locator('[data-testid="panel-live"]').waitFor()
  expect(await shown().locator('[data-testid="broadcast-line"]').count()).toBeGreaterThan(0)

  await tab('stats').click()
  await shown().locator('[data-testid="panel-stats"]').waitFor()
  expect(await shown().locator('[data-testid^="stat-"]').count()).toBe(5)

  await tab('lineup').click()
  await shown().locator('[data-testid="pitch-home"]').first().waitFor({ timeout: 15_000 })
  expect(await shown().locator('[data-testid="pitch-home"]').count()).toBe(11)
  expect(await shown().locator('[data-testid="pitch-away"]').count()).toBe(11)
  expect(await shown().locator('[data-testid="player-value"]').first().textContent()).toMatch(/[万亿]欧/)

  await tab('analysis').click()
  await shown().locator('[data-testid="analysis-recent"]').waitFor({ timeout: 15_000 })
  expect(await shown().locator('[data-testid="analysis-h2h"]').textContent()).toContain('历史交锋')

  await tab('index').click()
  await shown().locator('[data-testid="odds-company"]').first().waitFor({ timeout: 15_000 })
  await shown().locator('[data-testid="odds-company"]').first().click()
  await shown().locator('[data-testid="odds-movement-row"]').first().waitFor({ timeout: 15_000 })
  await app.screenshot('match-detail-index')

  // the 专家 tab follows the pay-module flag (docs/product/pay-module.md), re-read when the app shows again
  expect(await tab('experts').count()).toBe(0)
  await app.setSetting('pay_module', '1')
  try {
    await app.showAgain()
    await tab('experts').waitFor({ timeout: 15_000 })
    await tab('experts').click()
    // this match's predictions, or the empty text when no expert picked it
    const rowOrEmpty = shown().locator('[data-testid^="prediction-row-"]').or(shown().locator('[data-testid="panel-experts"] [data-testid="state-empty"]', { hasText: '本场暂无专家预测' }))
    await rowOrEmpty.first().waitFor({ timeout: 15_000 })
    await app.screenshot('match-detail-experts')
  } finally {
    await app.setSetting('pay_module', '0')
  }
  // switched off while open: the tab goes and the page falls back to the first one
  await app.showAgain()
  await tab('experts').waitFor({ state: 'detached', timeout: 15_000 })
  await shown().locator('[data-testid="panel-live"]').waitFor()
})

test('search finds a team by name and lists its matches', async () => {
  const live = await app.api<{ list: Array<{ home_team: { short_name: string } }> }>('api/Game/get', { status: 'live', limit: 1 })
  const team = live.data.list[0].home_team.short_name
  await app.openPage('#/pages/index/searchCpt')
  const input = textBoxOf(shown().locator('[data-testid="search-input"]'))
  expect(await input.getAttribute('placeholder')).toBe('请输入关键词')
  await input.fill(team)
  await shown().locator('[data-testid="search-submit"]').click()
  await shown().locator('[data-testid="search-chip"]', { hasText: team }).first().waitFor({ timeout: 15_000 })
  // its matches are listed (competitions with a similar name may add theirs)
  await rows().filter({ hasText: team }).first().waitFor({ timeout: 15_000 })

  // the search is remembered for next time
  await app.openPage('#/pages/index/index')
  await app.openPage('#/pages/index/searchCpt')
  expect(await shown().locator('[data-testid="search-history"]').first().textContent()).toBe(team)
})
