import Taro from '@tarojs/taro'
import { act, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import SportsSetailsPage from '@/pages/msyng/sportsSetails/sportsSetails'
import { LIVE_POLL_MS } from '@/features/match/stores/matchListStore'
import { openPage } from '../setup/pageEvents'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../setup/taroSpies'
import { matchDetailFixture } from './matchFixtures'

const MATCH_ID = 7
let spies: TaroSpies
/** whether api/Game/get_xq gets through (false: no network) */
let reachable = true

beforeEach(() => {
  jest.useFakeTimers()
  reachable = true
  Current.router = { params: { id: String(MATCH_ID) }, path: '/pages/msyng/sportsSetails/sportsSetails', $taroPath: 'sportsSetails', onReady: '', onHide: '', onShow: '' }
  spies = spyOnTaro()
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  spies.request.mockImplementation(((opts: { url: string }) => {
    if (!reachable) return Promise.reject({ errMsg: 'request:fail' })
    if (opts.url.endsWith('api/Game/get_xq')) {
      const live = matchDetailFixture({ id: MATCH_ID })
      return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { ...live, status_id: 3, status_text: '下半场', elapsed: 67, elapsed_text: "67'" } }))
    }
    return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { event_id: MATCH_ID, list: [] } }))
  }) as never)
})
afterEach(() => {
  Current.router = null
  jest.useRealTimers()
  jest.restoreAllMocks()
})

test('offline, the match header greys its live minute and says 数据更新中断 until an update arrives again', async () => {
  await openPage(<SportsSetailsPage />)
  const status = () => screen.getByTestId('detail-status')
  expect(status().textContent).toBe("67'")
  expect(status().getAttribute('data-stale')).toBeNull()
  expect(screen.queryByTestId('live-stale')).toBeNull()

  // the network goes: the next live read gets no answer
  reachable = false
  await act(async () => void jest.advanceTimersByTime(LIVE_POLL_MS))
  await act(async () => void jest.advanceTimersByTime(5_000))
  expect(status().getAttribute('data-stale')).toBe('true')
  expect(status().className).toContain('scoreboard__line--stale')
  expect(screen.getByTestId('live-stale').textContent).toContain('数据更新中断')

  // back: the next read answers and the minute is live again
  reachable = true
  await act(async () => void jest.advanceTimersByTime(LIVE_POLL_MS))
  await act(async () => undefined)
  expect(status().getAttribute('data-stale')).toBeNull()
  expect(screen.queryByTestId('live-stale')).toBeNull()
})
