import { fetchBoard, fetchMyPosts } from '@/features/community/services/community'
import { request } from '@/services/request'

jest.mock('@/services/request', () => ({ request: jest.fn() }))
const mockedRequest = jest.mocked(request)
const emptyPage = { list: [], page: 1, limit: 10, total: 0, has_more: false }

/** lets resolved promises run their continuations (fake timers do not drive those) */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}
const calls = (path: string) => mockedRequest.mock.calls.filter(([p]) => p === path).length

beforeEach(() => {
  jest.useFakeTimers()
  mockedRequest.mockReset()
  mockedRequest.mockResolvedValue(emptyPage as never)
})
afterEach(() => jest.useRealTimers())

test('the board list goes out at most once per 500 ms; later calls wait their turn and still answer', async () => {
  // a far-off start, so the previous test's last call is long past
  jest.setSystemTime(Date.parse('2026-11-22T10:00:00Z'))
  const answers = [1, 2, 3].map((page) => fetchBoard({ sort: 'latest' }, page, 10))
  await settle()
  expect(calls('api/Forum/home_forum_list')).toBe(1)
  jest.advanceTimersByTime(499)
  await settle()
  expect(calls('api/Forum/home_forum_list')).toBe(1)
  jest.advanceTimersByTime(1)
  await settle()
  expect(calls('api/Forum/home_forum_list')).toBe(2)
  jest.advanceTimersByTime(500)
  await settle()
  expect(calls('api/Forum/home_forum_list')).toBe(3)
  await expect(Promise.all(answers)).resolves.toHaveLength(3)
  expect(mockedRequest.mock.calls.map(([, payload]) => (payload as { page: number }).page)).toEqual([1, 2, 3])
})

test('identical calls waiting together share one request', async () => {
  jest.setSystemTime(Date.parse('2026-11-22T11:00:00Z'))
  void fetchBoard({ sort: 'hot' }, 1, 10)
  const second = fetchBoard({ sort: 'hot' }, 2, 10)
  const again = fetchBoard({ sort: 'hot' }, 2, 10)
  expect(again).toBe(second)
  await settle()
  expect(calls('api/Forum/home_forum_list')).toBe(1)
  jest.advanceTimersByTime(500)
  await settle()
  expect(calls('api/Forum/home_forum_list')).toBe(2)
})

test('my posts are spaced the same way, and a failure does not hold up the next call', async () => {
  jest.setSystemTime(Date.parse('2026-11-22T12:00:00Z'))
  mockedRequest.mockRejectedValueOnce(new Error('请求失败'))
  const first = fetchMyPosts(1, 10)
  const second = fetchMyPosts(2, 10)
  await expect(first).rejects.toThrow('请求失败')
  jest.advanceTimersByTime(500)
  await settle()
  await expect(second).resolves.toEqual(emptyPage)
  expect(calls('api/Forum/home_forum_listself')).toBe(2)
})
