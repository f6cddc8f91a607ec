/**
 * The lineup card on a 375 px wide phone: every starter's name stands clear of the others, so
 * the card stays readable when it is shared.
 */
import type { Res } from '../../types/api'
import { startE2E, type E2EApp } from './harness'

let app: E2EApp

beforeAll(async () => {
  app = await startE2E({ payModule: false })
})
afterAll(() => app?.close())

interface Box {
  text: string
  left: number
  right: number
  top: number
  bottom: number
}

test('on a 375 px wide screen no two starters’ names overlap and none is cut to nothing', async () => {
  const list = await app.api<Res<'api/Game/get'>>('api/Game/get', { page: 1, limit: 20 })
  expect(list.code).toBe(1)
  const lineups = await Promise.all(
    list.data.list.slice(0, 10).map((m) => app.api<Res<'api/Game/xq_bszr'>>('api/Game/xq_bszr', { event_id: m.id })),
  )
  const withLineup = lineups.find((l) => l.code === 1 && l.data.home.starters.length === 11)
  expect(withLineup).toBeDefined()
  await app.openPage(`#/pages/msyng/RecentGames/lineupShare?id=${withLineup!.data.event_id}`)
  const names = app.page.locator('.taro_page.taro_page_show .lineup-pitch__name')
  await names.first().waitFor({ timeout: 15_000 })
  expect(await app.page.evaluate(() => window.innerWidth)).toBe(375)
  expect(await names.count()).toBe(22)

  const boxes: Box[] = await names.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect()
      return { text: el.textContent ?? '', left: r.left, right: r.right, top: r.top, bottom: r.bottom }
    }),
  )
  for (const b of boxes) {
    expect(b.text.length).toBeGreaterThan(0)
    expect(b.right - b.left).toBeGreaterThan(20)
  }
  const overlaps: string[] = []
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]
      const b = boxes[j]
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top
      if (!apart) overlaps.push(`${a.text} / ${b.text}`)
    }
  }
  expect(overlaps).toEqual([])
})

test('no goalkeeper’s shirt covers the name of a team-mate in front of him (both teams)', async () => {
  // the lineup card opened by the test above: 22 shirts and 22 names in the same order
  const page = app.page
  const boxesOf = (selector: string) =>
    page.locator(`.taro_page.taro_page_show ${selector}`).evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect()
        return { text: el.textContent ?? '', left: r.left, right: r.right, top: r.top, bottom: r.bottom }
      }),
    )
  const shirts: Box[] = await boxesOf('.lineup-pitch__shirt')
  const names: Box[] = await boxesOf('.lineup-pitch__name')
  expect(shirts).toHaveLength(22)
  // each team's first starter is its goalkeeper (home 0, away 11)
  const covered: string[] = []
  for (const keeper of [0, 11]) {
    const team = keeper === 0 ? [0, 11] : [11, 22]
    for (let i = team[0]; i < team[1]; i++) {
      if (i === keeper) continue
      const a = shirts[keeper]
      const b = names[i]
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top
      if (!apart) covered.push(`${names[keeper].text}'s shirt covers ${b.text}`)
    }
  }
  expect(covered).toEqual([])
  // and the keepers' own names stay on the pitch
  const field = await page.locator('.taro_page.taro_page_show .lineup-pitch__field').boundingBox()
  for (const keeper of [0, 11]) {
    expect(names[keeper].bottom).toBeLessThanOrEqual(field!.y + field!.height)
    expect(names[keeper].top).toBeGreaterThanOrEqual(field!.y)
  }
})

