import type { TestServer } from '../server/helpers'
import { loadPage } from './harness'
import { startStandIn } from './standInServer'

let server: TestServer

beforeAll(async () => {
  server = await startStandIn({ payModule: false })
})
afterAll(() => server.close())

test('the calculator renders the matches on sale in the mini program and totals 3串4 on three of them', async () => {
  const page = await loadPage('pages/msyng/Reckoner/Reckoner', { server: server.app })
  try {
    expect(page.errors).toEqual([])
    expect(page.title()).toBe('奖金计算器')
    expect(page.hasText('不销售彩票')).toBe(true)
    // cards are looked up again after each tap: an update may replace their nodes
    const cards = () => Array.from(page.dom.querySelectorAll('[class$="bet-match"]'))
    expect(cards().length).toBeGreaterThan(3)
    for (let i = 0; i < 3; i++) {
      const option = cards()[i].querySelector('[class*="bet-option"]')
      if (!option) throw new Error('a match without options')
      await page.tap(option)
    }
    expect(page.errors).toEqual([])
    expect(page.hasText('已选 3 场')).toBe(true)
    // '3串4' is no CSS selector: find the chip by its text
    const chip = page.findByText('3串4')
    if (!chip) throw new Error('no 3串4 offered for three matches')
    await page.tap(chip)
    expect(page.hasText('4 注')).toBe(true)
    expect(page.hasText('投注 8.00 元')).toBe(true)
    expect(page.text()).toMatch(/奖金 \d+\.\d{2} ~ \d+\.\d{2} 元/)
  } finally {
    page.unload()
  }
})
