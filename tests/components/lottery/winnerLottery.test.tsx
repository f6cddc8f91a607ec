import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import WinnerLotteryPage from '@/pages/msyng/Reckoner/winnerLottery'
import { firePageEvent } from '../../setup/pageEvents'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../../setup/taroSpies'
import { latestDrawsFixture } from './fixtures'

let spies: TaroSpies
/** what api/game/winner_lottery answers next: the draws, or a failure */
let answer: () => unknown

beforeEach(() => {
  spies = spyOnTaro()
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  answer = () => httpAnswer({ code: 1, msg: 'ok', data: latestDrawsFixture })
  spies.request.mockImplementation(((opts: { url: string }) => {
    if (opts.url.endsWith('api/game/winner_lottery')) return Promise.resolve(answer())
    return Promise.reject(new Error(`unexpected request ${opts.url}`))
  }) as never)
})
afterEach(() => jest.restoreAllMocks())

async function openPage() {
  render(<WinnerLotteryPage />)
  await act(async () => undefined)
}

const navigatedTo = () => spies.navigateTo.mock.calls.map(([o]) => (o as { url: string }).url)

test('every lottery of the answer is a card with its issue, draw time, result and jackpot', async () => {
  await openPage()
  expect(screen.getAllByTestId(/^lottery-/).map((c) => c.dataset.testid)).toEqual(['lottery-sfc', 'lottery-rx9', 'lottery-jq4', 'lottery-bd', 'lottery-jc'])
  const sfc = screen.getByTestId('lottery-sfc')
  expect(sfc.textContent).toContain('胜负彩')
  expect(sfc.textContent).toContain('第26108期')
  expect(sfc.textContent).toContain('2026-11-20 18:04') // Beijing time
  expect(sfc.textContent).toContain('奖池 8530.99万元')
  expect(within(sfc).getByTestId('result-balls').textContent).toBe('31300313310130')
  // two digits per match, '*' for the one still being played
  expect(within(screen.getByTestId('lottery-jq4')).getByTestId('result-balls').textContent).toBe('0010201*')
  expect(screen.getByTestId('lottery-jq4').textContent).toContain('奖池 128.46万元')
  // 任选九 has no jackpot: it says so instead of reading as a fixed-odds game
  expect(screen.getByTestId('lottery-rx9').textContent).toContain('无奖池 · 奖金按当期销量浮动')
  expect(screen.getByTestId('lottery-bd').textContent).toContain('53场已开奖')
  expect(within(screen.getByTestId('lottery-bd')).queryByTestId('result-balls')).toBeNull()
})

test.each([
  ['sfc', '/pages/msyng/Reckoner/sfOpen?lottery=sfc&issue=26108'],
  ['jq4', '/pages/msyng/Reckoner/fourSixOpen?lottery=jq4&issue=26161'],
  ['bd', '/pages/msyng/Reckoner/bdOpen?period=261121'],
  ['jc', '/pages/msyng/Reckoner/jzOpen?date=2026-11-21'],
])('tapping the %s card opens its page on that issue', async (lottery, url) => {
  await openPage()
  fireEvent.click(screen.getByTestId(`lottery-${lottery}`))
  expect(navigatedTo()).toEqual([url])
})

test('a failed load shows the error with 重试, which loads the draws again', async () => {
  answer = () => httpAnswer({ code: 0, msg: '服务繁忙', data: null })
  await openPage()
  const error = screen.getByTestId('state-error')
  expect(error.textContent).toContain('服务繁忙')
  expect(screen.queryByTestId(/^lottery-/)).toBeNull()
  answer = () => httpAnswer({ code: 1, msg: 'ok', data: latestDrawsFixture })
  await act(async () => void fireEvent.click(within(error).getByText('重试')))
  expect(screen.getAllByTestId(/^lottery-/)).toHaveLength(latestDrawsFixture.length)
})

test('nothing drawn yet shows the empty state; pull-to-refresh asks again', async () => {
  answer = () => httpAnswer({ code: 1, msg: 'ok', data: [] })
  await openPage()
  expect(screen.getByTestId('state-empty').textContent).toContain('暂无开奖信息')
  answer = () => httpAnswer({ code: 1, msg: 'ok', data: latestDrawsFixture })
  await act(async () => void (await firePageEvent('onPullDownRefresh')))
  expect(screen.getAllByTestId(/^lottery-/)).toHaveLength(latestDrawsFixture.length)
  expect(spies.request).toHaveBeenCalledTimes(2)
})
