/**
 * The betting calculator on H5 as a new user meets it: the home page's 计算器 entry opens the
 * matches on sale the server priced, three matches are chosen, 3串4 is picked, and the bet count,
 * stake and prize range are read and checked against the rules module on the server's odds.
 */
import type { Locator } from 'playwright-core'
import type { Res } from '../../types/api'
import { prizeRange, selectionBetCount } from '../../src/features/lottery/utils/betCalculator'
import { eventually, startE2E, type E2EApp } from './harness'

type OnSale = Res<'api/game/jc_on_sale'>

let app: E2EApp

beforeAll(async () => {
  app = await startE2E({ payModule: false })
})
afterAll(() => app?.close())

let route = ''
const shown = (): Locator => app.page.locator(`.taro_page.taro_page_show[id^="/pages/${route}"]`).last()
const byTestId = (id: string) => shown().locator(`[data-testid="${id}"]`)
const textOf = async (id: string) => ((await byTestId(id).textContent()) ?? '').trim()
const money = (yuan: number) => {
  const [int, dec] = yuan.toFixed(2).split('.')
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${dec}`
}

test('from the home 计算器 entry: three matches, 3串4, then bet count, stake and prize range', async () => {
  const res = await app.api<OnSale>('api/game/jc_on_sale')
  expect(res.code).toBe(1)
  // matches half an hour after the first one on sale, so none leaves the sale while the test runs,
  // on the first page of the list (12 cards a page: the mini program's node budget)
  const chosen = res.data.slice(0, 12).filter((m) => m.match.start_at > res.data[0].match.start_at + 30 * 60_000).slice(0, 3)
  expect(chosen).toHaveLength(3)

  route = 'index/index'
  await app.openPage('#/pages/index/index')
  await byTestId('entry-计算器').click()
  route = 'msyng/Reckoner/Reckoner'
  await app.page.waitForURL(/pages\/msyng\/Reckoner\/Reckoner/)
  await byTestId(`bet-match-${chosen[0].match.id}`).waitFor({ timeout: 20_000 })
  expect(await textOf('calculator-notice')).toContain('不销售彩票')

  // 胜 on the first, 平 on the second, 负 on the third
  const values = ['3', '1', '0'] as const
  for (const [i, m] of chosen.entries()) {
    const option = byTestId(`opt-${m.match.id}-had-${values[i]}`)
    await option.scrollIntoViewIfNeeded()
    await option.click()
  }
  await byTestId('pass-3串4').click()

  const selection = {
    lottery: 'jc' as const,
    matches: chosen.map((m, i) => ({ matchId: m.match.id, handicap: m.handicap, picks: [{ play: 'had' as const, value: values[i], odds: m.had[values[i]] }] })),
    passTypes: ['3串4'],
    multiple: 1,
  }
  expect(selectionBetCount(selection)).toBe(4)
  const range = prizeRange(selection)
  await eventually(() => textOf('bet-count'), '4 注')
  expect(await textOf('stake')).toBe('投注 8.00 元')
  expect(await textOf('prize-range')).toBe(`奖金 ${money(range.min)} ~ ${money(range.max)} 元`)
  expect(await shown().locator('[data-testid="bet-row"]').count()).toBe(4)
})
