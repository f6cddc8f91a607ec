import type { MatchRow } from '../../types/football'
import type { Paged } from '../../types/common'
import { startE2E, textBoxOf, type E2EApp } from './harness'
import { expectCleanScreen as expectClean, recordPageErrors, shownPage, signInAsDemo, WAIT, watchRequests } from './specificationOnly.helpers'

/**
 * Issue 32: on a stand-in serving the product specification's endpoints only (EXTENSIONS=off), the
 * match screens, 我的关注, the home, a team's home, the calculators, the 擂台 publish chooser, 选择位置
 * and search still do their job at 375 px: no error text, no toast, no page error, never an empty
 * screen; the extension features (聊天室, 海报, team links, 关注 of a team) are not offered.
 * The clock stands still and the test moves it, so a live score moves without waiting.
 */

let app: E2EApp
let pageErrors: string[] = []
/** resolves once the shown page's requests are answered (see watchRequests), where a fixed 1.5 s sleep stood */
let networkQuiet: () => Promise<void>

const shown = () => shownPage(app.page)
const byTestId = (id: string) => shown().locator(`[data-testid="${id}"]`)
const expectCleanScreen = (page: E2EApp['page'], where: string) => expectClean(page, where, pageErrors)

async function matchesOf(status: 'live' | 'finished'): Promise<MatchRow[]> {
  const res = await app.api<Paged<MatchRow>>('api/Game/get', { status, page: 1, limit: 20 })
  return res.data.list
}

describe('a specification-only stand-in', () => {
  beforeAll(async () => {
    app = await startE2E({ extensions: false, frozenClock: true })
    pageErrors = recordPageErrors(app.page)
    networkQuiet = watchRequests(app.page)
  })
  afterAll(() => app?.close())

  test('sign in', () => signInAsDemo(app))

  test('a live match: every tab has content, no 聊天室 or 海报, and the score board moves with the clock', async () => {
    const live = (await matchesOf('live'))[0]
    if (!live) throw new Error('the seeded data has no live match at the suite moment')
    await app.openPage(`#/pages/msyng/sportsSetails/sportsSetails?id=${live.id}`)
    await byTestId('scoreboard').waitFor({ state: 'visible', ...WAIT })
    expect(await byTestId('tab-chat').count()).toBe(0)
    expect(await byTestId('poster-open').count()).toBe(0)
    for (const tab of ['live', 'stats', 'lineup', 'analysis', 'index']) {
      await byTestId(`tab-${tab}`).click()
      await networkQuiet()
      await expectCleanScreen(app.page, `live ${tab}`)
    }
    const before = (await byTestId('scoreboard').textContent()) ?? ''
    await app.setClock({ offset: 20 * 60_000, frozen: true })
    // the page polls every 10 s on a backend without the push channel
    await app.page.waitForFunction((old) => {
      const pages = document.querySelectorAll('.taro_page.taro_page_show')
      const board = pages[pages.length - 1]?.querySelector('[data-testid="scoreboard"]')
      return board !== null && board !== undefined && board.textContent !== old
    }, before, { timeout: 40_000 })
    await expectCleanScreen(app.page, 'live after the clock moved')
  }, 120_000)

  test('a finished match: every tab has content, and team names are plain text (no team home to open)', async () => {
    const done = (await matchesOf('finished'))[0]
    if (!done) throw new Error('the seeded data has no finished match today')
    await app.openPage(`#/pages/msyng/sportsSetails/sportsSetails?id=${done.id}`)
    await byTestId('scoreboard').waitFor({ state: 'visible', ...WAIT })
    for (const tab of ['live', 'stats', 'lineup', 'analysis', 'index']) {
      await byTestId(`tab-${tab}`).click()
      await networkQuiet()
      await expectCleanScreen(app.page, `finished ${tab}`)
    }
    expect(await shown().locator('[data-testid^="team-link-"], [data-testid="scoreboard-name"]').count()).toBe(0)
  }, 90_000)

  test('我的关注 offers matches and experts, not teams, players or predictions (跟单)', async () => {
    await app.openPage('#/pages/msyng/myPulish/myFollow')
    await byTestId('tab-matches').waitFor({ state: 'visible', ...WAIT })
    expect(await byTestId('tab-teams').count()).toBe(0)
    expect(await byTestId('tab-players').count()).toBe(0)
    expect(await byTestId('tab-predictions').count()).toBe(0)
    for (const tab of ['matches', 'experts']) {
      await byTestId(`tab-${tab}`).click()
      await networkQuiet()
      await expectCleanScreen(app.page, `我的关注 ${tab}`)
    }
  }, 60_000)

  test('the home shows its lists and no followed-teams block', async () => {
    await app.openPage('#/pages/index/index')
    await networkQuiet()
    expect(await byTestId('home-followed').count()).toBe(0)
    await expectCleanScreen(app.page, 'home')
  })

  test('a team home opened by link shows its results and fixtures, without 关注', async () => {
    const done = (await matchesOf('finished'))[0]
    if (!done) throw new Error('the seeded data has no finished match today')
    await app.openPage(`#/pages/msyng/RecentGames/RecentGames?team_id=${done.home_team.id}&player_id=1`)
    await byTestId('record-summary').waitFor({ state: 'visible', ...WAIT })
    expect(await shown().locator('[data-testid="team-match-row"]').count()).toBeGreaterThan(0)
    expect(await byTestId('team-follow').count()).toBe(0)
    expect(await byTestId('player-card').count()).toBe(0)
    await expectCleanScreen(app.page, 'team home')
  }, 60_000)

  test('奖金计算器 computes a bet on 北京单场 alone', async () => {
    await app.openPage('#/pages/msyng/Reckoner/Reckoner')
    await shown().locator('[data-testid^="bet-match-"]').first().waitFor({ state: 'visible', ...WAIT })
    expect(await byTestId('tab-jc').count()).toBe(0)
    const cards = shown().locator('[data-testid^="bet-match-"]')
    for (let i = 0; i < Math.min(2, await cards.count()); i++) {
      const option = cards.nth(i).locator('[data-testid^="opt-"]').first()
      await option.scrollIntoViewIfNeeded()
      await option.click()
    }
    await app.page.waitForFunction(() => {
      const pages = document.querySelectorAll('.taro_page.taro_page_show')
      const count = pages[pages.length - 1]?.querySelector('[data-testid="bet-count"]')
      return count !== null && count !== undefined && /^[1-9]\d* 注$/.test(count.textContent ?? '')
    }, undefined, WAIT)
    await expectCleanScreen(app.page, '奖金计算器')
    await app.openPage('#/pages/msyng/Reckoner/simulation')
    await shown().locator('[data-testid^="bet-match-"]').first().waitFor({ state: 'visible', ...WAIT })
    await expectCleanScreen(app.page, '模拟投注')
  }, 60_000)

  test('擂台 publish: the chooser lists matches and one is picked with a play', async () => {
    for (const route of ['publishPetitionlts', 'publishCrossoverlts']) {
      await app.openPage(`#/pages/publish/${route}`)
      const rows = shown().locator('[data-testid^="match-row-"]')
      await rows.first().waitFor({ state: 'visible', ...WAIT })
      await expectCleanScreen(app.page, route)
      // a match without odds offers no play: the next one is tried
      let picked = false
      for (let i = 0; i < Math.min(5, await rows.count()) && !picked; i++) {
        await rows.nth(i).click()
        await byTestId('play-picker').waitFor({ state: 'visible', ...WAIT })
        const option = shown().locator('[data-testid^="option-"]').first()
        if ((await option.count()) === 0) {
          await byTestId('back-to-matches').click()
          continue
        }
        await option.click()
        await shown().locator('[data-testid^="draft-leg-"]').first().waitFor({ state: 'visible', ...WAIT })
        picked = true
      }
      expect(`${route}: ${picked ? 'picked' : 'nothing to pick'}`).toBe(`${route}: picked`)
      await expectCleanScreen(app.page, `${route} picked`)
    }
  }, 90_000)

  test('搜索 finds a team by the one search, with no 热门搜索', async () => {
    const team = (await matchesOf('finished'))[0]?.home_team
    if (!team) throw new Error('the seeded data has no finished match today')
    await app.openPage('#/pages/index/searchCpt')
    await networkQuiet()
    expect(await byTestId('hot-searches').count()).toBe(0)
    await textBoxOf(byTestId('search-input')).fill(team.short_name)
    await byTestId('search-submit').click()
    await shown().getByText(team.name, { exact: true }).first().waitFor({ state: 'visible', ...WAIT })
    await expectCleanScreen(app.page, '搜索')
  })

  test('选择位置 offers the bundled cities and hands the chosen one to the post editor', async () => {
    await app.openPage('#/pages/msyng/review/append')
    await byTestId('place-choose').click()
    await app.page.waitForURL(/pages\/msyng\/location\/choose/, WAIT)
    await shown().locator('[data-testid="place-row"]').first().waitFor({ state: 'visible', ...WAIT })
    await expectCleanScreen(app.page, '选择位置')
    await textBoxOf(byTestId('place-search')).fill('广东')
    await shown().getByText('搜索', { exact: true }).click()
    await shown().getByText('深圳市', { exact: true }).click()
    await app.page.waitForURL(/pages\/msyng\/review\/append/, WAIT)
    await app.page.waitForFunction(() => {
      const pages = document.querySelectorAll('.taro_page.taro_page_show')
      return pages[pages.length - 1]?.querySelector('[data-testid="place-choose"]')?.textContent === '深圳市'
    }, undefined, WAIT)
  }, 60_000)

  test('设置 offers no 提醒类型 (the alert settings are an extension)', async () => {
    await app.openPage('#/pages/msyng/Settings/Settings')
    await networkQuiet()
    expect(await byTestId('alert-kinds-row').count()).toBe(0)
    await expectCleanScreen(app.page, '设置')
  })
})

describe('the full stand-in', () => {
  beforeAll(async () => {
    app = await startE2E({ frozenClock: true })
  })
  afterAll(() => app?.close())

  test('offers the extension entry points: 聊天室, 海报, team links', async () => {
    const live = (await matchesOf('live'))[0]
    if (!live) throw new Error('the seeded data has no live match at the suite moment')
    await app.openPage(`#/pages/msyng/sportsSetails/sportsSetails?id=${live.id}`)
    await byTestId('tab-chat').waitFor({ state: 'visible', ...WAIT })
    await byTestId('poster-open').waitFor({ state: 'visible', ...WAIT })
    expect(await shown().locator('[data-testid^="team-link-"], [data-testid="scoreboard-name"]').count()).toBeGreaterThan(0)
  }, 60_000)
})
