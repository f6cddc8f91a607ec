import { MatchDetailModel } from '@/features/match/stores/matchDetailModel'
import { LIVE_POLL_MS } from '@/features/match/stores/matchListStore'
import * as matches from '@/features/match/services/matches'
import { matchDetailFixture } from '../../components/matchFixtures'
import { fakeLiveSocket } from '../services/fakeSocket'

jest.mock('@/features/match/services/matches', () => ({
  ...jest.requireActual('@/features/match/services/matches'),
  fetchMatchDetail: jest.fn(),
  fetchMatchOdds: jest.fn(),
  fetchMomentum: jest.fn(),
  fetchRatings: jest.fn(),
  fetchLineup: jest.fn(),
}))

const api = matches as jest.Mocked<typeof matches>
const flush = () => new Promise((r) => jest.requireActual<typeof import('timers')>('timers').setImmediate(r))

async function shownDetail() {
  const fake = fakeLiveSocket()
  api.fetchMatchDetail.mockResolvedValue(matchDetailFixture({ id: 7, status_id: 1, current_score: '0:0', elapsed: 20, elapsed_text: "20'" }))
  const model = new MatchDetailModel(7, () => false, fake.socket)
  await model.detail.load()
  model.startLive()
  return { model, ...fake }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.useRealTimers()
  jest.resetAllMocks()
})

test('the open match holds its own topic and patches score, minute, events, commentary and stats from it', async () => {
  const { model, socket, last } = await shownDetail()
  last().open()
  expect(socket.topics).toEqual(['match:7'])
  last().push({ topic: 'match:7', type: 'minute', data: { elapsed: 23, elapsed_text: "23'" } })
  last().push({ topic: 'match:7', type: 'score', data: { current_score: '1:0' } })
  last().push({
    topic: 'match:7',
    type: 'event',
    data: { id: 501, type: 'goal', side: 'home', minute: 23, minute_text: "23'", player_id: 1, player_name: '张三', related_player_id: null, related_player_name: '', score: '1:0' },
  })
  last().push({ topic: 'match:7', type: 'commentary', data: { id: 9001, minute_text: "23'", text: '球进了！', kind: 'goal', side: 'home' } })
  const stats = { attacks: 40, dangerous_attacks: 20, ball_possession: 55, shots_on_goal: 3, shots_off_goal: 2, corners: 4, yellow_cards: 0, red_cards: 0 }
  last().push({ topic: 'match:7', type: 'stats', data: { home: stats, away: { ...stats, ball_possession: 45 } } })
  const d = model.detail.data!
  expect(d.current_score).toBe('1:0')
  expect(d.elapsed_text).toBe("23'")
  expect(d.basics_match_event).toEqual([expect.objectContaining({ period: 1, events: [expect.objectContaining({ id: 501, player_name: '张三' })] })])
  expect(d.basics_text_broadcast.map((l) => l.text)).toEqual(['球进了！'])
  expect(d.away_team_array.ball_possession).toBe(45)
  // the same event twice (a resend after a reconnect) is shown once
  last().push({ topic: 'match:7', type: 'event', data: { id: 501, type: 'goal', side: 'home', minute: 23, minute_text: "23'", player_id: 1, player_name: '张三', related_player_id: null, related_player_name: '', score: '1:0' } })
  expect(model.detail.data!.basics_match_event[0].events).toHaveLength(1)
  model.stopLive()
  expect(socket.topics).toEqual([])
})

test('the detail polls only while the socket is down', async () => {
  const { model, last } = await shownDetail()
  last().open()
  await flush()
  api.fetchMatchDetail.mockClear()
  jest.advanceTimersByTime(3 * LIVE_POLL_MS)
  await flush()
  expect(api.fetchMatchDetail).not.toHaveBeenCalled()
  last().drop()
  jest.advanceTimersByTime(LIVE_POLL_MS)
  await flush()
  expect(api.fetchMatchDetail).toHaveBeenCalledTimes(1)
  model.stopLive()
})

test('统计 grows by the pushed bar and 阵容 reads its ratings again after a pushed event', async () => {
  const { model, last } = await shownDetail()
  last().open()
  api.fetchMomentum.mockResolvedValue({ event_id: 7, bin_minutes: 3, last_minute: 90, minutes_shown: 20, bins: [{ from: 19, home: 4, away: 2 }], marks: [] })
  api.fetchLineup.mockResolvedValue({} as never)
  api.fetchRatings.mockResolvedValue({ event_id: 7, started: true, final: false, best_player_id: null, home: [], away: [] })
  model.setTab('stats')
  model.setTab('lineup')
  await flush()
  expect(api.fetchRatings).toHaveBeenCalledTimes(1)
  last().push({ topic: 'match:7', type: 'momentum', data: { match_id: 7, from: 22, home: 3, away: 1, minutes_shown: 22 } })
  expect(model.momentum.data?.bins.map((b) => b.from)).toEqual([19, 22])
  expect(model.momentum.data?.minutes_shown).toBe(22)
  last().push({
    topic: 'match:7',
    type: 'event',
    data: { period: 1, event: { id: 9, type: 'yellow', side: 'away', minute: 23, minute_text: "23'", player_id: 3, player_name: '李四', related_player_id: null, related_player_name: '', score: '0:0' } },
  })
  expect(model.momentum.data?.marks.map((m) => [m.kind, m.side])).toEqual([['yellow', 'away']])
  await flush()
  expect(api.fetchRatings).toHaveBeenCalledTimes(2)
  expect(api.fetchMomentum).toHaveBeenCalledTimes(1)
  model.stopLive()
})

/* the gap rule: pushes are numbered per match and stream (types/live.ts `seq`) */

/** the open match with the socket up and its catch-up read done */
async function shownDetailUp() {
  const shown = await shownDetail()
  shown.last().open()
  await flush()
  api.fetchMatchDetail.mockClear()
  return shown
}
const minute = (seq: number, elapsed: number) => ({ topic: 'match:7', type: 'minute', data: { match_id: 7, elapsed, elapsed_text: `${elapsed}'` }, seq })

test('numbers in order patch the match without a read; a skipped number reads it once over HTTP', async () => {
  const { model, last } = await shownDetailUp()
  last().push(minute(1, 21))
  last().push(minute(2, 22))
  await flush()
  expect(api.fetchMatchDetail).not.toHaveBeenCalled()
  expect(model.detail.data?.elapsed_text).toBe("22'")
  // number 3 was lost on the way
  last().push(minute(4, 24))
  await flush()
  expect(api.fetchMatchDetail).toHaveBeenCalledTimes(1)
  expect(api.fetchMatchDetail).toHaveBeenCalledWith(7)
  // the count resumes from the number that showed the hole
  last().push(minute(5, 25))
  await flush()
  expect(api.fetchMatchDetail).toHaveBeenCalledTimes(1)
  model.stopLive()
})

test('the match is read again after a reconnect, and after the server says resync', async () => {
  const { model, last } = await shownDetailUp()
  last().push(minute(1, 21))
  last().drop()
  jest.advanceTimersByTime(2_000)
  last().open()
  await flush()
  expect(api.fetchMatchDetail).toHaveBeenCalledTimes(1)
  last().pushRaw(JSON.stringify({ type: 'resync', at: 1 }))
  await flush()
  expect(api.fetchMatchDetail).toHaveBeenCalledTimes(2)
  model.stopLive()
})
