import type { Locator } from 'playwright-core'
import { startE2E, type E2EApp } from './harness'

let app: E2EApp

beforeAll(async () => {
  app = await startE2E({ payModule: false })
})
afterAll(() => app?.close())

const shown = (): Locator => app.page.locator('.taro_page.taro_page_show').last()
const rows = () => shown().locator('[data-testid^="match-row-"]')

/** the simulation moves the minute with the real clock: one minute, plus a poll, at most */
const MINUTE_AND_POLL_MS = 80_000

test('the matches tab shows live matches whose minute advances without a reload', async () => {
  await app.openPage('#/pages/competition/competition')
  expect(await app.title()).toBe('赛事')
  await rows().first().waitFor({ timeout: 30_000 })
  const first = rows().first()
  const id = (await first.getAttribute('data-testid'))!
  const minute = first.locator('[data-testid="minute"]')
  const before = (await minute.textContent())!.trim()
  expect(before).toMatch(/^\d+(\+\d+)?'$|中场/)
  expect(await first.locator('[data-testid="score"]').textContent()).toMatch(/^\d+-\d+$/)
  await app.page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))

  await app.page.waitForFunction(
    ([testid, text]) => {
      const el = document.querySelector(`.taro_page_show [data-testid="${testid}"] [data-testid="minute"]`)
      return el !== null && el.textContent?.trim() !== text
    },
    [id, before] as const,
    { timeout: MINUTE_AND_POLL_MS, polling: 500 },
  )
  expect(await app.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  expect(await shown().locator(`[data-testid="${id}"]`).count()).toBe(1)
}, MINUTE_AND_POLL_MS + 60_000)

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

  // the 专家 tab follows the pay-module flag (DESIGN §3), re-read when the app shows again
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
  const input = shown().locator('[data-testid="search-input"] input')
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
