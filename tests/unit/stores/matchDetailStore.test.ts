import { MatchDetailModel } from '@/stores/matchDetailStore'
import { LIVE_POLL_MS } from '@/stores/matchStore'
import * as matches from '@/services/matches'
import type { MatchDetail } from '@contract/football'
import { matchRowFixture } from '../../components/matchFixtures'

jest.mock('@/services/matches', () => ({
  ...jest.requireActual('@/services/matches'),
  fetchMatchDetail: jest.fn(),
  fetchLineup: jest.fn(),
  fetchAnalysis: jest.fn(),
  fetchMatchOdds: jest.fn(),
  fetchOddsMovement: jest.fn(),
}))

const api = matches as jest.Mocked<typeof matches>

function detail(over: Partial<MatchDetail> = {}): MatchDetail {
  const stats = { attacks: 0, dangerous_attacks: 0, ball_possession: 50, shots_on_goal: 0, shots_off_goal: 0, corners: 0, yellow_cards: 0, red_cards: 0 }
  return {
    ...matchRowFixture({ id: 7 }),
    home_team_array: stats,
    away_team_array: stats,
    basics_text_broadcast: [],
    basics_match_event: [],
    home_basics_position: null,
    away_basics_position: null,
    venue: '',
    referee: '',
    server_time: 0,
    ...over,
  }
}

const flush = () => new Promise((r) => jest.requireActual<typeof import('timers')>('timers').setImmediate(r))

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.useRealTimers()
  jest.resetAllMocks()
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
  model.selectOddsCompany(3)
  expect(model.oddsCompanyId).toBe(3)
  expect(api.fetchOddsMovement).toHaveBeenCalledWith(7, 3)
  model.selectOddsCompany(3)
  expect(model.oddsCompanyId).toBeNull()
  expect(model.movement).toBeNull()
})
