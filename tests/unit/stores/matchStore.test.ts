import { LIVE_POLL_MS, MatchListStore } from '@/features/match/stores/matchListStore'
import * as matches from '@/features/match/services/matches'
import { matchRowFixture } from '../../components/matchFixtures'

jest.mock('@/features/match/services/matches', () => ({
  ...jest.requireActual('@/features/match/services/matches'),
  fetchMatchPage: jest.fn(),
  fetchChangedMatches: jest.fn(),
  fetchCompetitionsOfList: jest.fn(),
  setMatchFollowed: jest.fn(),
}))

const api = matches as jest.Mocked<typeof matches>

async function loadedStore(loggedIn = true) {
  api.fetchMatchPage.mockResolvedValue({ list: [1, 2, 3].map((id) => matchRowFixture({ id, current_score: '0:0' })), serverTime: 1000, total: 3 })
  const store = new MatchListStore(() => loggedIn)
  await store.load()
  return store
}

afterEach(() => jest.resetAllMocks())

test('loads the whole list of the shown tab and day', async () => {
  const store = await loadedStore()
  expect(store.table.ids).toEqual([1, 2, 3])
  expect(api.fetchMatchPage).toHaveBeenCalledWith(expect.objectContaining({ status: 'live', followed: false, date: store.date }), 1)
})

test('a long day shows its first page at once, then the other pages follow in order', async () => {
  const page = (n: number) => Array.from({ length: matches.MATCH_PAGE_LIMIT }, (_, i) => matchRowFixture({ id: (n - 1) * matches.MATCH_PAGE_LIMIT + i + 1 }))
  let answerRest: () => void = () => undefined
  const restArrived = new Promise<void>((r) => (answerRest = r))
  api.fetchMatchPage.mockImplementation(async (_q, n) => {
    if (n > 1) await restArrived
    return { list: page(n), serverTime: 1, total: 3 * matches.MATCH_PAGE_LIMIT }
  })
  const store = new MatchListStore(() => true)
  const loading = store.load()
  await new Promise((r) => setTimeout(r, 0))
  expect(store.loaded).toBe(true)
  expect(store.table.size).toBe(matches.MATCH_PAGE_LIMIT)
  answerRest()
  await loading
  expect(store.table.size).toBe(3 * matches.MATCH_PAGE_LIMIT)
  expect(store.table.ids[matches.MATCH_PAGE_LIMIT]).toBe(matches.MATCH_PAGE_LIMIT + 1)
})

test('a poll asks for changes since the last answer and patches the changed row only', async () => {
  const store = await loadedStore()
  const untouched = store.table.get(1)
  api.fetchChangedMatches.mockResolvedValueOnce({ list: [matchRowFixture({ id: 2, current_score: '1:0' })], serverTime: 2000 })
  await store.poll()
  expect(api.fetchChangedMatches).toHaveBeenLastCalledWith(expect.anything(), 1000)
  expect(store.table.get(2)?.current_score).toBe('1:0')
  expect(store.table.flashing.has(2)).toBe(true)
  expect(store.table.get(1)).toBe(untouched)
  api.fetchChangedMatches.mockResolvedValueOnce({ list: [], serverTime: 3000 })
  await store.poll()
  expect(api.fetchChangedMatches).toHaveBeenLastCalledWith(expect.anything(), 2000)
  store.stopLive()
})

test('on 即时, a match that finished leaves the list and one that kicked off brings a reload', async () => {
  const store = await loadedStore()
  api.fetchMatchPage.mockClear()
  api.fetchChangedMatches.mockResolvedValueOnce({
    list: [matchRowFixture({ id: 2, status_id: 8, current_score: '2:1' }), matchRowFixture({ id: 3, status_id: 1, current_score: '1:0' })],
    serverTime: 2000,
  })
  await store.poll()
  expect(store.table.ids).toEqual([1, 3])
  expect(store.table.get(3)?.current_score).toBe('1:0')
  expect(api.fetchMatchPage).not.toHaveBeenCalled()

  api.fetchMatchPage.mockResolvedValue({ list: [1, 3, 7].map((id) => matchRowFixture({ id })), serverTime: 3000, total: 3 })
  api.fetchChangedMatches.mockResolvedValueOnce({ list: [matchRowFixture({ id: 7, status_id: 1 })], serverTime: 3000 })
  await store.poll()
  await new Promise((r) => setTimeout(r, 0))
  expect(api.fetchMatchPage).toHaveBeenCalledTimes(1)
  expect(store.table.ids).toEqual([1, 3, 7])
})

test('on 赛程, a match that kicked off leaves the list; a finished match of another list changes nothing', async () => {
  api.fetchMatchPage.mockResolvedValue({ list: [4, 5].map((id) => matchRowFixture({ id, status_id: 0, current_score: '' })), serverTime: 1000, total: 2 })
  const store = new MatchListStore(() => true)
  await store.setTab('not_started')
  api.fetchMatchPage.mockClear()
  api.fetchChangedMatches.mockResolvedValueOnce({
    list: [matchRowFixture({ id: 4, status_id: 1, current_score: '0:0' }), matchRowFixture({ id: 99, status_id: 8 })],
    serverTime: 2000,
  })
  await store.poll()
  expect(store.table.ids).toEqual([5])
  expect(api.fetchMatchPage).not.toHaveBeenCalled()
})

test('the poll runs every interval while the page is shown and stops when it is hidden', async () => {
  jest.useFakeTimers()
  try {
    const store = await loadedStore()
    api.fetchChangedMatches.mockResolvedValue({ list: [], serverTime: 2000 })
    store.startLive()
    const atShow = api.fetchChangedMatches.mock.calls.length
    await jest.advanceTimersByTimeAsync(LIVE_POLL_MS * 2)
    expect(api.fetchChangedMatches.mock.calls.length).toBe(atShow + 2)
    store.stopLive()
    await jest.advanceTimersByTimeAsync(LIVE_POLL_MS * 3)
    expect(api.fetchChangedMatches.mock.calls.length).toBe(atShow + 2)
  } finally {
    jest.useRealTimers()
  }
})

test('the follow star flips at once and flips back when the server refuses', async () => {
  const store = await loadedStore()
  let fail: (e: Error) => void = () => undefined
  api.setMatchFollowed.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
  const pending = store.toggleFollow(2)
  expect(store.table.get(2)?.followed).toBe(true)
  fail(new Error('网络错误'))
  await pending
  expect(store.table.get(2)?.followed).toBe(false)
  api.setMatchFollowed.mockResolvedValueOnce(true)
  await store.toggleFollow(2)
  expect(store.table.get(2)?.followed).toBe(true)
})

test('the followed tab without a user asks to log in and loads nothing', async () => {
  const store = await loadedStore(false)
  api.fetchMatchPage.mockClear()
  await store.setTab('followed')
  expect(store.needsLogin).toBe(true)
  expect(store.table.size).toBe(0)
  expect(api.fetchMatchPage).not.toHaveBeenCalled()
})

test('a slower answer for an older day is dropped', async () => {
  const store = await loadedStore()
  let answerOld: (v: Awaited<ReturnType<typeof matches.fetchMatchPage>>) => void = () => undefined
  api.fetchCompetitionsOfList.mockResolvedValue([])
  api.fetchMatchPage.mockReturnValueOnce(new Promise((r) => (answerOld = r)))
  api.fetchMatchPage.mockResolvedValueOnce({ list: [matchRowFixture({ id: 9 })], serverTime: 5, total: 1 })
  const older = store.setDate('2026-11-20')
  await store.setDate('2026-11-21')
  answerOld({ list: [matchRowFixture({ id: 8 })], serverTime: 4, total: 1 })
  await older
  expect(store.table.ids).toEqual([9])
})
