import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import ReckonerPage from '@/pages/msyng/Reckoner/Reckoner'
import { httpAnswer, spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'
import { specificationOnlyBackend } from '../../setup/backends'
import { bdGamesFixture, jcOnSaleFixture } from './fixtures'

let spies: TaroSpies

beforeEach(() => {
  spies = spyOnTaro()
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  spies.request.mockImplementation(((opts: { url: string; data?: Record<string, unknown> }) => {
    if (opts.url.endsWith('api/game/jc_on_sale')) return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: jcOnSaleFixture }))
    if (opts.url.endsWith('api/game/bd_get_this_game')) {
      // today's period is on sale, tomorrow's not yet
      return Promise.resolve(String(opts.data?.period) === '261122' ? httpAnswer({ code: 1, msg: 'ok', data: bdGamesFixture }) : httpAnswer({ code: 0, msg: '该期尚未开售', data: null }))
    }
    return Promise.reject(new Error(`unexpected request ${opts.url}`))
  }) as never)
  // Beijing 2026-11-22 10:00: today's 北京单场 period is 261122
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-22T02:00:00Z'))
})
afterEach(() => jest.restoreAllMocks())

async function openPage() {
  render(<ReckonerPage />)
  await act(async () => undefined)
}

/** types into the multiple the way Taro's H5 input reports it: an `input` event with detail.value */
function typeMultiple(value: string) {
  const input = screen.getByTestId('multiple')
  act(() => {
    input.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
}

const tap = (testId: string) => fireEvent.click(screen.getByTestId(testId))
const text = (testId: string) => screen.getByTestId(testId).textContent

test('says it is a calculator and lists the matches on sale with their odds', async () => {
  await openPage()
  expect(text('calculator-notice')).toContain('不销售彩票')
  expect(screen.getAllByTestId(/^bet-match-/)).toHaveLength(5)
  expect(text('opt-101-had-3')).toBe('胜1.50')
  expect(text('bet-slip')).toContain('点选比赛的选项开始计算')
  expect(screen.queryByTestId('bet-summary')).toBeNull()
})

test('totals follow the taps: three matches, 3串1 by default (one bet: one prize figure, not 9.60 ~ 9.60), then 3串4 (a range)', async () => {
  await openPage()
  tap('opt-101-had-3')
  expect(text('bet-slip')).toContain('这场比赛的胜平负、让球不开单关')
  tap('opt-102-had-1')
  expect(text('bet-count')).toBe('1 注')
  expect(text('prize-range')).toBe('奖金 9.60 元')
  tap('opt-103-had-0')
  // 3串1 is chosen for three matches until another pass type is tapped
  expect(text('bet-count')).toBe('1 注')
  expect(text('stake')).toBe('投注 2.00 元')
  expect(text('prize-range')).toBe('奖金 24.96 元')
  expect(screen.getByTestId('pass-3串4')).toBeTruthy()
  tap('pass-3串4')
  expect(text('bet-count')).toBe('4 注')
  expect(text('stake')).toBe('投注 8.00 元')
  // cheapest double 2 × 1.5 × 2.6 = 7.80; all four: 9.60 + 7.80 + 16.64 + 24.96
  expect(text('prize-range')).toBe('奖金 7.80 ~ 59.00 元')
  expect(screen.getAllByTestId('bet-row')).toHaveLength(4)
  // the bar at the bottom of the screen keeps the same totals in sight
  expect(text('bet-summary')).toBe('已选 3 场 · 3串4 · 4 注 8.00 元奖金 7.80 ~ 59.00 元明细')
  // a second option on a match doubles the bets it is in
  tap('opt-103-had-1')
  expect(text('bet-count')).toBe('7 注')
  // 平 and 负 cannot both happen: the maximum keeps the better one (3.30): 9.60 + 9.90 + 21.12 + 31.68
  expect(text('prize-range')).toBe('奖金 7.80 ~ 72.30 元')
  tap('multiple-plus')
  expect(text('stake')).toBe('投注 28.00 元')
  expect(text('prize-range')).toBe('奖金 15.60 ~ 144.60 元')
})

test('比分 limits the parlay to 4 matches, and a selection of 5 offers no M串N then', async () => {
  await openPage()
  for (const id of [101, 102, 103, 104]) tap(`opt-${id}-had-3`)
  tap('more-105')
  tap('opt-105-crs-1:0')
  expect(text('bet-slip')).toContain('含比分，最多 4 关')
  expect(screen.getAllByTestId(/^pass-/).map((e) => e.textContent)).toEqual(['2串1', '3串1', '4串1'])
  // 4串1 by default: every 4 of the 5 matches
  expect(text('bet-count')).toBe('5 注')
})

test('a bet paying more than 10,000 yuan shows the amount after the 20% tax', async () => {
  await openPage()
  tap('more-104')
  tap('more-105')
  tap('opt-104-crs-L')
  expect(screen.queryByTestId('after-tax')).toBeNull()
  tap('opt-105-crs-W')
  // 2 × 50 × 300 = 30,000 a bet, 24,000 after tax
  expect(text('prize-range')).toBe('奖金 30,000.00 元')
  expect(text('after-tax')).toContain('税后最高 24,000.00 元')
  expect(screen.getByTestId('bets-table').textContent).toContain('税后 24,000.00')
  // a multiple repeats the bet: each 2-yuan bet is taxed on its own
  typeMultiple('3')
  expect(text('prize-range')).toBe('奖金 90,000.00 元')
  expect(text('after-tax')).toContain('税后最高 72,000.00 元')
})

test('北京单场 uses the SP of its 让球胜平负 and pays 65%', async () => {
  await openPage()
  tap('tab-bd')
  await act(async () => undefined)
  expect(screen.getAllByTestId(/^bet-match-/)).toHaveLength(2)
  tap('opt-201-hhad-3')
  expect(text('bet-count')).toBe('1 注')
  // 2 × 2.5 × 65%
  expect(text('prize-range')).toBe('奖金 3.25 元')
  tap('opt-202-hhad-0')
  tap('pass-2串1')
  // 2 × 2.5 × 3.6 × 65% = 11.70
  expect(text('prize-range')).toBe('奖金 11.70 元')
})

describe('on a backend with the specification’s endpoints only (issue 32)', () => {
  beforeEach(specificationOnlyBackend)

  test('竞彩足球 steps aside: the calculator opens on 北京单场 and computes a bet from its SP', async () => {
    await openPage()
    expect(screen.queryByTestId('tab-jc')).toBeNull()
    expect(screen.getAllByTestId(/^bet-match-/)).toHaveLength(2)
    tap('opt-201-hhad-3')
    tap('opt-202-hhad-1')
    expect(text('bet-count')).toBe('1 注')
    expect(text('stake')).toBe('投注 2.00 元')
    expect(document.body.textContent).not.toMatch(/404|请求失败|系统错误/)
    expect(toastTitles(spies)).toEqual([])
  })
})
