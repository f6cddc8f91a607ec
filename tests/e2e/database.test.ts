/**
 * The football database on H5 against the stand-in server: the directory (hot leagues, a
 * continent's countries, the region picker), a league's standings and top scorers checked
 * against what the server answers, then a team's recent games. One browser session, in order.
 * The server's clock stands still (TEST_CLOCK): no match finishes between the page's read and the
 * test's own, so both see the same table and record.
 */
import type { Locator } from 'playwright-core'
import type { Res } from '../../types/api'
import { eventually, startE2E, type E2EApp } from './harness'

type Standings = Res<'api/game/basics_integrate_list_list'>
type TopScorers = Res<'api/game/top_scorer'>
type TeamRecord = Res<'api/Game/zhanji'>
type FamousLeagues = Res<'api/index/zmxil'>
type Countries = Res<'api/game/basics_list_of_countries'>
type Competitions = Res<'api/game/basics_list_of_events_list'>

let app: E2EApp

beforeAll(async () => {
  app = await startE2E({ payModule: false, frozenClock: true })
})
afterAll(() => app?.close())

/** Taro's H5 router keeps earlier pages in the DOM, hidden: act on the shown one only */
const shown = (): Locator => app.page.locator('.taro_page.taro_page_show').last()
const byTestId = (id: string) => shown().locator(`[data-testid="${id}"]`)

async function data<T>(apiPath: string, payload: Record<string, string | number> = {}): Promise<T> {
  const res = await app.api<T>(apiPath, payload)
  if (res.code !== 1 && res.code !== 200) throw new Error(`${apiPath}: ${res.msg}`)
  return res.data
}

/** the cells of every standings row shown, by column */
async function shownStandings() {
  const rows = byTestId('standings-row')
  await rows.first().waitFor({ timeout: 15_000 })
  return rows.evaluateAll((els) =>
    els.map((el) => {
      const cell = (col: string) => el.querySelector(`[data-col="${col}"]`)?.textContent?.trim() ?? ''
      return { rank: cell('rank'), team: cell('team'), wdl: cell('wdl'), goals: cell('goals'), diff: cell('diff'), points: cell('points') }
    }),
  )
}

let leagueId = 0
let teamInTable = { id: 0, shortName: '' }

test('the database opens on the hot leagues the server lists', async () => {
  const hot = await data<FamousLeagues>('api/index/zmxil')
  expect(hot.length).toBeGreaterThan(0)
  await app.openPage('#/pages/competition/Seku')
  expect(await app.title()).toBe('资料库')
  const first = byTestId(`competition-${hot[0].league.id}`)
  await first.waitFor({ timeout: 15_000 })
  expect(await first.textContent()).toContain(hot[0].league.name)
  expect(await shown().locator('[data-testid^="competition-"]').count()).toBe(hot.length)
})

test('a region chosen on the picker opens that country with its leagues in the database', async () => {
  const continents = await data<Array<{ id: number; name: string }>>('api/game/basics_list_of_continents')
  const countries = await data<Countries>('api/game/basics_list_of_countries', { continent_id: continents[0].id })
  const country = countries[0]
  const leagues = await data<Competitions>('api/game/basics_list_of_events_list', { country_id: country.id })

  await byTestId('choose-region').click()
  await app.page.waitForURL(/pages\/expert\/country/)
  await byTestId(`region-country-${country.id}`).click()
  await app.page.waitForURL(/pages\/competition\/Seku/)
  expect(await eventually(async () => (await byTestId('choose-region').textContent())?.includes(country.name), true)).toBe(true)
  for (const league of leagues) await byTestId(`competition-${league.id}`).waitFor({ timeout: 15_000 })
  leagueId = leagues.find((l) => l.type === 1)?.id ?? 0
  expect(leagueId).toBeGreaterThan(0)
})

test("a league's standings agree with the server's table, and points are 3 per win plus 1 per draw", async () => {
  await byTestId(`competition-${leagueId}`).click()
  await app.page.waitForURL(/pages\/competition\/Seku2/)
  const table = await data<Standings>('api/game/basics_integrate_list_list', { league_id: leagueId })
  expect(table.rows.length).toBeGreaterThan(0)
  expect(await eventually(() => app.title(), table.league.name)).toBe(table.league.name)

  const rows = await shownStandings()
  expect(rows.map((r) => r.team)).toEqual(table.rows.map((r) => r.team.short_name))
  rows.forEach((r, i) => {
    const [w, d, l] = r.wdl.split('/').map(Number)
    expect(Number(r.points)).toBe(3 * w + d)
    const server = table.rows[i]
    expect(Number(r.rank)).toBe(server.rank)
    expect([w, d, l]).toEqual([server.win, server.draw, server.loss])
    expect(r.goals).toBe(`${server.goals_for}/${server.goals_against}`)
    expect(Number(r.diff)).toBe(server.goals_for - server.goals_against)
  })
  // ranked by points
  const points = rows.map((r) => Number(r.points))
  expect([...points].sort((a, b) => b - a)).toEqual(points)
  teamInTable = { id: table.rows[0].team.id, shortName: table.rows[0].team.short_name }
})

test('the season picker opens over a dimmed page, and a tap beside it closes it', async () => {
  await byTestId('season-picker').click()
  const mask = app.page.locator('.taro-picker__mask-overlay')
  await mask.waitFor({ state: 'visible', timeout: 10_000 })
  const box = (await mask.boundingBox())!
  const viewport = app.page.viewportSize()!
  expect(box.height).toBeGreaterThan(viewport.height * 0.9)
  expect(await mask.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0.6)')
  // beside the picker, on the dimmed page: the picker goes and the season stays as it was
  const before = await byTestId('season-picker').textContent()
  await app.page.mouse.click(viewport.width / 2, 120)
  await mask.waitFor({ state: 'detached', timeout: 10_000 })
  expect(await byTestId('season-picker').textContent()).toBe(before)
})

test('the top scorers tab lists the server\'s scorers with goals and penalties', async () => {
  const scorers = await data<TopScorers>('api/game/top_scorer', { league_id: leagueId, page: 1, limit: 20 })
  await byTestId('tab-scorers').click()
  const rows = byTestId('scorer-row')
  await rows.first().waitFor({ timeout: 15_000 })
  const shownRows = await rows.evaluateAll((els) =>
    els.map((el) => ({
      text: el.textContent ?? '',
      goals: el.querySelector('[data-col="goals"]')?.textContent?.trim(),
      penalties: el.querySelector('[data-col="penalties"]')?.textContent?.trim(),
    })),
  )
  expect(shownRows.length).toBe(scorers.list.length)
  scorers.list.forEach((s, i) => {
    expect(shownRows[i].text).toContain(s.player.name)
    expect(shownRows[i].text).toContain(s.team.short_name)
    expect(shownRows[i].goals).toBe(String(s.goals))
    expect(shownRows[i].penalties).toBe(String(s.penalty_goals))
  })
})

test("tapping a team in the table opens its recent games with the server's record", async () => {
  await byTestId('tab-standings').click()
  await byTestId('standings-row').first().click()
  await app.page.waitForURL(/RecentGames\/RecentGames\?team_id=/)
  const record = await data<TeamRecord>('api/Game/zhanji', { team_id: teamInTable.id, limit: 10 })
  const summary = byTestId('record-summary')
  await summary.waitFor({ timeout: 15_000 })
  expect(await app.title()).toContain(record.team.name)
  const text = (await summary.textContent()) ?? ''
  expect(text).toContain(`近 ${record.summary.played} 场`)
  expect(text).toContain(`${record.summary.win}胜`)
  expect(text).toContain(`${record.summary.draw}平`)
  expect(text).toContain(`${record.summary.loss}负`)
  // every finished match carries the badge of its result from this team's side
  // (the team home's 赛程 also lists the coming matches, which carry no badge)
  const outcomes = (await byTestId('team-match-row').evaluateAll((els) => els.map((el) => el.getAttribute('data-outcome')))).filter(Boolean)
  expect(outcomes).toHaveLength(record.list.length)
  expect(outcomes.filter((o) => o === 'W')).toHaveLength(record.summary.win)
  expect(outcomes.filter((o) => o === 'D')).toHaveLength(record.summary.draw)
  expect(outcomes.filter((o) => o === 'L')).toHaveLength(record.summary.loss)
  await app.screenshot('recent-games')
})
