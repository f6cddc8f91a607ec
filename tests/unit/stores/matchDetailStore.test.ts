import { observable, runInAction } from 'mobx'
import { MatchDetailModel, PRE_KICKOFF_REFRESH_MS } from '@/features/match/stores/matchDetailModel'
import { LIVE_POLL_MS } from '@/features/match/stores/matchListStore'
import * as matches from '@/features/match/services/matches'
import type { MatchDetail } from '@contract/football'
import { matchDetailFixture } from '../../components/matchFixtures'

jest.mock('@/features/match/services/matches', () => ({
  ...jest.requireActual('@/features/match/services/matches'),
  fetchMatchDetail: jest.fn(),
  fetchLineup: jest.fn(),
  fetchAnalysis: jest.fn(),
  fetchMatchOdds: jest.fn(),
  fetchOddsMovement: jest.fn(),
  fetchMatchPredictions: jest.fn(),
  fetchMomentum: jest.fn(),
  fetchRatings: jest.fn(),
}))

const api = matches as jest.Mocked<typeof matches>

const detail = (over: Partial<MatchDetail> = {}) => matchDetailFixture({ id: 7, ...over })

const flush = () => new Promise((r) => jest.requireActual<typeof import('timers')>('timers').setImmediate(r))

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.useRealTimers()
  jest.resetAllMocks()
})

test('a match kicking off tomorrow is not polled; one kicking off within the hour is', async () => {
  api.fetchMatchDetail.mockResolvedValue(detail({ status_id: 0, start_at: Date.now() + 24 * 3_600_000 }))
  const far = new MatchDetailModel(7)
  await far.detail.load()
  far.startLive()
  jest.advanceTimersByTime(3 * LIVE_POLL_MS)
  await flush()
  expect(api.fetchMatchDetail).toHaveBeenCalledTimes(1)
  far.stopLive()

  api.fetchMatchDetail.mockResolvedValue(detail({ status_id: 0, start_at: Date.now() + PRE_KICKOFF_REFRESH_MS - 60_000 }))
  const soon = new MatchDetailModel(7)
  await soon.detail.load()
  soon.startLive()
  jest.advanceTimersByTime(LIVE_POLL_MS)
  await flush()
  expect(api.fetchMatchDetail).toHaveBeenCalledTimes(3)
  soon.stopLive()
})

test('a tab loads its data the first time it opens, not again', async () => {
  api.fetchLineup.mockResolvedValue({} as never)
  const model = new MatchDetailModel(7)
  expect(api.fetchLineup).not.toHaveBeenCalled()
  model.setTab('lineup')
  await flush()
  model.setTab('live')
  model.setTab('lineup')
  expect(api.fetchLineup).toHaveBeenCalledTimes(1)
  expect(api.fetchLineup).toHaveBeenCalledWith(7)
  // 阵容 brings the ratings along; 统计 the momentum graph
  expect(api.fetchRatings).toHaveBeenCalledTimes(1)
  expect(api.fetchMomentum).not.toHaveBeenCalled()
  model.setTab('stats')
  model.setTab('live')
  model.setTab('stats')
  expect(api.fetchMomentum).toHaveBeenCalledTimes(1)
  expect(api.fetchMomentum).toHaveBeenCalledWith(7)
  expect(api.fetchAnalysis).not.toHaveBeenCalled()
})

test('while shown, a live match is fetched again every poll; a finished one is not; hidden, nothing', async () => {
  api.fetchMatchDetail.mockResolvedValue(detail({ status_id: 1 }))
  const model = new MatchDetailModel(7)
  await model.detail.load()
  model.startLive()
  jest.advanceTimersByTime(LIVE_POLL_MS)
  await flush()
  expect(api.fetchMatchDetail).toHaveBeenCalledTimes(2)

  api.fetchMatchDetail.mockResolvedValue(detail({ status_id: 8 }))
  jest.advanceTimersByTime(LIVE_POLL_MS)
  await flush()
  expect(model.detail.data?.status_id).toBe(8)
  jest.advanceTimersByTime(LIVE_POLL_MS)
  await flush()
  expect(api.fetchMatchDetail).toHaveBeenCalledTimes(3)

  model.stopLive()
  api.fetchMatchDetail.mockResolvedValue(detail({ status_id: 1 }))
  await model.detail.load()
  jest.advanceTimersByTime(3 * LIVE_POLL_MS)
  await flush()
  expect(api.fetchMatchDetail).toHaveBeenCalledTimes(4)
})

test('tapping a company opens its odds movement, tapping it again closes it', async () => {
  api.fetchOddsMovement.mockResolvedValue({} as never)
  const model = new MatchDetailModel(7)
  model.oddsBoard.selectCompany(3)
  expect(model.oddsBoard.companyId).toBe(3)
  expect(api.fetchOddsMovement).toHaveBeenCalledWith(7, 3)
  model.oddsBoard.selectCompany(3)
  expect(model.oddsBoard.companyId).toBeNull()
  expect(model.oddsBoard.movement).toBeNull()
})

describe('the 专家 tab', () => {
  const emptyPage = { list: [], page: 1, limit: 20, total: 0, has_more: false }

  test('is hidden while the pay module is off and cannot be opened', () => {
    const model = new MatchDetailModel(7, () => false)
    expect(model.tabs.map((t) => t.key)).toEqual(['live', 'stats', 'lineup', 'analysis', 'index', 'chat'])
    model.setTab('experts')
    expect(model.tab).toBe('live')
    expect(api.fetchMatchPredictions).not.toHaveBeenCalled()
  })

  test('with the pay module on it comes last and loads the first page once, when opened', async () => {
    api.fetchMatchPredictions.mockResolvedValue(emptyPage)
    const model = new MatchDetailModel(7, () => true)
    expect(model.tabs.map((t) => t.label)).toEqual(['直播', '统计', '阵容', '分析', '指数', '聊天室', '专家'])
    expect(api.fetchMatchPredictions).not.toHaveBeenCalled()
    model.setTab('experts')
    await flush()
    model.setTab('live')
    model.setTab('experts')
    expect(api.fetchMatchPredictions).toHaveBeenCalledTimes(1)
    expect(api.fetchMatchPredictions).toHaveBeenCalledWith(7, 1, 20)
    expect(model.predictions.isEmpty).toBe(true)
  })

  test('falls back to the first tab when the flag turns off while it is open', () => {
    const flag = observable.box(true)
    api.fetchMatchPredictions.mockResolvedValue(emptyPage)
    const model = new MatchDetailModel(7, () => flag.get())
    model.setTab('experts')
    expect(model.tab).toBe('experts')
    runInAction(() => flag.set(false))
    expect(model.tab).toBe('live')
    expect(model.tabs.some((t) => t.key === 'experts')).toBe(false)
  })

  test('reach-bottom loads its next page only while it is open; pull-to-refresh goes back to page 1', async () => {
    api.fetchMatchDetail.mockResolvedValue(detail())
    api.fetchMatchPredictions.mockResolvedValue({ ...emptyPage, total: 40, has_more: true })
    const model = new MatchDetailModel(7, () => true)
    model.loadMore()
    expect(api.fetchMatchPredictions).not.toHaveBeenCalled()
    model.setTab('experts')
    await flush()
    model.loadMore()
    await flush()
    expect(api.fetchMatchPredictions).toHaveBeenLastCalledWith(7, 2, 20)
    await model.refresh()
    expect(api.fetchMatchPredictions).toHaveBeenLastCalledWith(7, 1, 20)
    expect(api.fetchMatchDetail).toHaveBeenCalledTimes(1)
  })
})
