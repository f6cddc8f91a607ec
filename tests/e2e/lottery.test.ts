/**
 * Lottery results (开奖) on H5 against the stand-in server: the home page's 开奖 entry opens the
 * latest draws the server computed from its seeded matches, a card opens that lottery's issue
 * with its matches and results, another issue can be picked, and a match row opens the match.
 * One browser session, in order. The server's clock stands still (TEST_CLOCK), so a match that
 * finishes cannot change a draw between the page's read and the test's own.
 */
import type { Locator } from 'playwright-core'
import type { Res } from '../../types/api'
import { eventually, startE2E, type E2EApp } from './harness'

type LatestDraws = Res<'api/game/winner_lottery'>
type Issues = Res<'api/game/syqhsfc'>
type DrawDetails = Res<'api/game/football_draw_details'>
type BdGames = Res<'api/game/bd_get_this_game'>

let app: E2EApp

beforeAll(async () => {
  app = await startE2E({ payModule: false, frozenClock: true })
})
afterAll(() => app?.close())

/**
 * Taro's H5 router keeps earlier pages in the DOM (a page left by a hash change may still be
 * marked shown): act on the page of the route the test is on
 */
let route = ''
const shown = (): Locator => app.page.locator(`.taro_page.taro_page_show[id^="/pages/${route}"]`).last()
const byTestId = (id: string) => shown().locator(`[data-testid="${id}"]`)
const title = async () => ((await shown().locator('.nav-bar__title').textContent()) ?? '').trim()

async function data<T>(apiPath: string, payload: Record<string, string | number> = {}): Promise<T> {
  const res = await app.api<T>(apiPath, payload)
  if (res.code !== 1 && res.code !== 200) throw new Error(`${apiPath}: ${res.msg}`)
  return res.data
}

/** the match ids of the draw rows shown, in order */
async function shownRowIds(): Promise<number[]> {
  await shown().locator('[data-testid^="draw-row-"]').first().waitFor({ timeout: 15_000 })
  const ids = await shown().locator('[data-testid^="draw-row-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''))
  return ids.map((id) => Number(id.replace('draw-row-', '')))
}


/**
 * The issue strip opens scrolled to the chosen issue (not the first of the list), with one chip
 * before it still in view on its left
 */
async function expectChosenIssueInView(issue: string): Promise<void> {
  const chipIds = await shown().locator('[data-testid^="issue-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))
  expect(chipIds.filter((id) => /^issue-\d+$/.test(id ?? '')).indexOf(`issue-${issue}`)).toBeGreaterThan(1)
  // once the page has slid in and the strip has scrolled
  await eventually(async () => Math.round((await shown().locator('.issue-strip').boundingBox())?.x ?? -1), 0)
  const strip = (await shown().locator('.issue-strip').boundingBox())!
  const chip = (await byTestId(`issue-${issue}`).boundingBox())!
  expect(chip.x - strip.x).toBeGreaterThan(chip.width * 0.5)
  expect(chip.x - strip.x).toBeLessThan(chip.width * 2)
}

let sfc: LatestDraws[number] | undefined

test("the home page's 开奖 entry shows the latest draw of each lottery the server computed", async () => {
  const draws = await data<LatestDraws>('api/game/winner_lottery')
  sfc = draws.find((d) => d.lottery === 'sfc')
  expect(sfc).toBeDefined()
  route = 'index/index'
  await app.openPage('#/pages/index/index')
  await byTestId('entry-开奖').click()
  route = 'msyng/Reckoner/winnerLottery'
  await app.page.waitForURL(/pages\/msyng\/Reckoner\/winnerLottery/)
  await byTestId('lottery-sfc').waitFor({ timeout: 15_000 })
  expect(await title()).toBe('开奖结果')
  expect(await shown().locator('[data-testid^="lottery-"]').count()).toBe(draws.length)
  for (const d of draws) expect(await byTestId(`lottery-${d.lottery}`).textContent()).toContain(`第${d.issue}期`)
  expect(await byTestId('lottery-sfc').locator('[data-testid="result-balls"]').textContent()).toBe(sfc!.result_code)
})

test("a card opens that lottery's issue: its result digits and its 14 matches with their results", async () => {
  const details = await data<DrawDetails>('api/game/football_draw_details', { lottery: 'sfc', issue: sfc!.issue })
  await byTestId('lottery-sfc').click()
  await app.page.waitForURL(/Reckoner\/sfOpen\?lottery=sfc&issue=\d{5}/)
  route = 'msyng/Reckoner/sfOpen'
  expect(await eventually(title, '胜负彩开奖')).toBe('胜负彩开奖')
  expect(await shownRowIds()).toEqual(details.matches.map((m) => m.match.id))
  expect(details.matches).toHaveLength(14)
  await expectChosenIssueInView(details.issue)
  const summary = byTestId('draw-summary')
  expect(await summary.textContent()).toContain(`第${details.issue}期`)
  expect(await summary.locator('[data-testid="result-balls"]').textContent()).toBe(details.result_code)
  const results = await shown().locator('[data-testid="draw-result"]').allTextContents()
  expect(results).toEqual(details.matches.map((m) => m.result || '-'))
  expect(await byTestId('prize-table').count()).toBe(details.prizes.length > 0 ? 1 : 0)
})

test("another issue picked on the strip shows that issue's matches, and a row opens the match", async () => {
  const issues = await data<Issues>('api/game/syqhsfc', { lottery: 'sfc', page: 1, limit: 20 })
  const other = issues.list.find((i) => i.drawn && i.issue !== sfc!.issue)!
  const details = await data<DrawDetails>('api/game/football_draw_details', { lottery: 'sfc', issue: other.issue })
  await byTestId(`issue-${other.issue}`).click()
  const want = details.matches.map((m) => m.match.id)
  expect(await eventually(shownRowIds, want)).toEqual(want)
  await byTestId(`draw-row-${want[0]}`).click()
  await app.page.waitForURL(new RegExp(`sportsSetails\\?id=${want[0]}`))
  route = 'msyng/sportsSetails/sportsSetails'
  await byTestId('scoreboard').waitFor({ timeout: 15_000 })
  expect(await eventually(title, '赛事详情')).toBe('赛事详情')
})

test('北京单场 opens on a period with its matches, handicaps and results', async () => {
  const games = await data<BdGames>('api/game/bd_get_this_game')
  route = 'msyng/Reckoner/bdOpen'
  await app.openPage(`#/pages/msyng/Reckoner/bdOpen?period=${games.period.period}`)
  expect(await title()).toBe('北京单场开奖')
  // a page of 20 rows at a time (the mini program's node budget), 下一页 for the rest
  expect(await shownRowIds()).toEqual(games.list.slice(0, 20).map((g) => g.match.id))
  if (games.list.length > 20) {
    await shown().getByText('下一页', { exact: true }).click()
    expect(await eventually(shownRowIds, games.list.slice(20, 40).map((g) => g.match.id))).toEqual(games.list.slice(20, 40).map((g) => g.match.id))
  }
  const chosen = byTestId(`issue-${games.period.period}`)
  expect(await chosen.getAttribute('aria-selected')).toBe('true')
  await expectChosenIssueInView(`${games.period.period}`)
})
