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

test('足彩 shows the issue on sale with its 14 matches and counts a 任选九 ticket', async () => {
  const page = await loadPage('pages/msyng/Reckoner/footColor', { server: server.app })
  try {
    expect(page.errors).toEqual([])
    expect(page.title()).toBe('足彩')
    expect(page.text()).toMatch(/第\d{5}期/)
    const rows = () => Array.from(page.dom.querySelectorAll('[class$="foot-color__row"]'))
    expect(rows()).toHaveLength(14)
    const r9 = page.findByText('任选九')
    if (!r9) throw new Error('no 任选九 tab')
    await page.tap(r9)
    for (let i = 0; i < 10; i++) {
      const option = rows()[i].querySelector('[class*="foot-color__option"]')
      if (!option) throw new Error('a match without 3 / 1 / 0')
      await page.tap(option)
    }
    expect(page.errors).toEqual([])
    expect(page.hasText('已选 10 场 · 10 注 · 投注 20.00 元')).toBe(true)
  } finally {
    page.unload()
  }
})

test('模拟投注 opens on yesterday\'s finished matches with their scores', async () => {
  const page = await loadPage('pages/msyng/Reckoner/simulation', { server: server.app })
  try {
    expect(page.errors).toEqual([])
    expect(page.title()).toBe('模拟投注')
    expect(page.text()).toMatch(/\d+-\d+（半场\d+-\d+）/)
    expect(page.hasText('结算后的模拟投注保存在本机')).toBe(true)
  } finally {
    page.unload()
  }
})
