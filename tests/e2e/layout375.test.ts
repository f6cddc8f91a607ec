/**
 * What a new user saw wrong at 375 px (issue 18): text sitting at the top of the search, comment
 * and 倍数 boxes, the calculator's odds buttons short of their card, a long club name leaving its
 * last character alone on a second line, a red logo lost on the red header, and the buy strip of
 * an expert's pick under the next pick's card. Measured in the real H5 build.
 */
import type { Locator } from 'playwright-core'
import { startE2E, type E2EApp, textBoxOf } from './harness'

let app: E2EApp

beforeAll(async () => {
  app = await startE2E({ payModule: true, frozenClock: true })
})
afterAll(() => app?.close())

const shown = () => app.page.locator('.taro_page.taro_page_show')

interface Rect {
  x: number
  y: number
  width: number
  height: number
}

async function rectOf(locator: Locator): Promise<Rect> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not on screen')
  return box
}

/** how far the typed line's middle sits from the box's middle, in px */
async function offCentre(box: Locator): Promise<number> {
  const outer = await rectOf(box)
  const line = await rectOf(textBoxOf(box))
  return Math.abs(line.y + line.height / 2 - (outer.y + outer.height / 2))
}

interface MatchList {
  list: { id: number; home_team: { name: string }; away_team: { name: string } }[]
}

test('typed text and the placeholder sit in the middle of the search, comment and 倍数 boxes', async () => {
  await app.openPage('#/pages/index/searchCpt')
  const search = shown().locator('[data-testid="search-input"]')
  expect(await offCentre(search)).toBeLessThanOrEqual(1)
  await textBoxOf(search).fill('阿森纳')
  expect(await offCentre(search)).toBeLessThanOrEqual(1)

  const posts = await app.api<{ list: { id: number }[] }>('api/Forum/home_forum_list', { page: 1, limit: 1 })
  await app.openPage(`#/pages/msyng/review/review?id=${posts.data.list[0].id}`)
  const comment = shown().locator('[data-testid="comment-input"]')
  await comment.waitFor({ timeout: 15_000 })
  expect(await offCentre(comment)).toBeLessThanOrEqual(1)

  await app.openPage('#/pages/msyng/Reckoner/Reckoner')
  await shown().locator('[data-testid^="opt-"]').first().click()
  const multiple = shown().locator('[data-testid="multiple"]')
  await multiple.waitFor({ timeout: 15_000 })
  expect(await offCentre(multiple)).toBeLessThanOrEqual(1)
})

test('the calculator’s 胜平负 and 让球 buttons fill their card’s width', async () => {
  await app.openPage('#/pages/msyng/Reckoner/Reckoner')
  const card = shown().locator('.bet-match').first()
  await card.waitFor({ timeout: 15_000 })
  const inner = await card.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    return { left: r.left + parseFloat(style.paddingLeft), right: r.right - parseFloat(style.paddingRight) }
  })
  const row = card.locator('.bet-match__options').first()
  const buttons = await row.locator('.bet-option').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right, top: r.top })))
  expect(buttons).toHaveLength(3)
  // one row, from the card's left edge to its right edge (within a pixel)
  expect(new Set(buttons.map((b) => Math.round(b.top))).size).toBe(1)
  expect(Math.abs(buttons[0].left - inner.left)).toBeLessThanOrEqual(1)
  expect(Math.abs(buttons[2].right - inner.right)).toBeLessThanOrEqual(1)
})

test('the match header: 诺诺尼亚足球俱乐部 on one line, a red logo ringed in white on the red header', async () => {
  let matchId = 0
  for (let page = 1; page <= 8 && matchId === 0; page++) {
    const res = await app.api<MatchList>('api/Game/get', { page, limit: 50 })
    const found = res.data.list.find((m) => m.home_team.name === '诺诺尼亚足球俱乐部' || m.away_team.name === '诺诺尼亚足球俱乐部')
    if (found) matchId = found.id
  }
  expect(matchId).toBeGreaterThan(0)
  await app.openPage(`#/pages/msyng/sportsSetails/sportsSetails?id=${matchId}`)
  await shown().locator('[data-testid="tab-experts"]').click()
  const name = shown().locator('[data-testid="scoreboard-name"]', { hasText: '诺诺尼亚足球俱乐部' })
  await name.waitFor({ timeout: 15_000 })
  const lineHeight = await name.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.6)
  expect((await rectOf(name)).height).toBeLessThan(lineHeight * 1.5)

  const rings = await shown()
    .locator('[data-testid="scoreboard"] [data-testid="team-logo"]')
    .evaluateAll((els) => els.map((el) => ({ color: getComputedStyle(el).borderTopColor, width: parseFloat(getComputedStyle(el).borderTopWidth) })))
  expect(rings).toHaveLength(2)
  for (const ring of rings) {
    expect(ring.color).toBe('rgb(255, 255, 255)')
    expect(ring.width).toBeGreaterThanOrEqual(1.5)
  }
})

test('an expert’s unbought pick: the “金币 购买查看” strip lies inside its own card', async () => {
  const rows = await app.api<MatchList>('api/Game/get', { page: 1, limit: 50, status: 'not_started' })
  let opened = false
  for (const m of rows.data.list ?? []) {
    const picks = await app.api<{ list: { id: number; price: number; pick_text: string | null }[] }>('api/Game/zhuanjia', { event_id: m.id, page: 1, limit: 20 })
    const locked = picks.data?.list?.find((p) => p.price > 0 && p.pick_text === null)
    if (!locked) continue
    await app.openPage(`#/pages/msyng/sportsSetails/sportsSetails?id=${m.id}`)
    await shown().locator('[data-testid="tab-experts"]').click()
    const card = await rectOf(shown().locator(`[data-testid="prediction-row-${locked.id}"]`))
    const strip = await rectOf(shown().locator(`[data-testid="buy-prediction-${locked.id}"]`))
    expect(strip.y).toBeGreaterThanOrEqual(card.y)
    expect(strip.y + strip.height).toBeLessThanOrEqual(card.y + card.height)
    opened = true
    break
  }
  expect(opened).toBe(true)
})

test('联系客服: the numbers can be selected by hand (to copy them without the 复制 button), the labels not', async () => {
  await app.openPage('#/pages/user/customeRservice')
  const value = shown().locator('.service__value').first()
  await value.waitFor({ state: 'visible', timeout: 15_000 })
  expect(await value.evaluate((el) => getComputedStyle(el).userSelect)).toBe('text')
  expect(await shown().locator('.service__label').first().evaluate((el) => getComputedStyle(el).userSelect)).toBe('none')
})
