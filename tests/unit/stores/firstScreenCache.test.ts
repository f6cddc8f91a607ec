import Taro from '@tarojs/taro'
import {
  FIRST_SCREEN_CACHE_MAX_AGE_MS, FIRST_SCREEN_CACHE_VERSION, FIRST_SCREEN_MATCH_ROWS, HOME_CACHE_KEY, MATCHES_CACHE_KEY,
  readHomeCache, readMatchesCache, saveHomeCache, saveMatchesCache,
} from '@/features/match/stores/firstScreenCache'
import { HomeModel } from '@/features/match/stores/homeModel'
import { MatchListStore } from '@/features/match/stores/matchListStore'
import * as storage from '@/platform/storage'
import { STORAGE_USER_ID } from '@/services/session'
import { UserStore } from '@/stores/userStore'
import { deferred } from '../../setup/deferred'
import { httpAnswer, spyOnTaro } from '../../setup/taroSpies'
import { matchRowFixture } from '../../components/matchFixtures'

const DAY = '2026-11-22'
const NOW = Date.parse('2026-11-22T12:00:00Z')
const rows = (ids: number[], over = {}) => ids.map((id) => matchRowFixture({ id, ...over }))

beforeEach(() => Taro.clearStorageSync())
afterEach(() => jest.restoreAllMocks())

test('the 赛事 cache keeps only a first screen of rows, for its own day', () => {
  saveMatchesCache(DAY, rows(Array.from({ length: 40 }, (_, i) => i + 1)), NOW)
  expect(readMatchesCache(DAY, NOW)).toHaveLength(FIRST_SCREEN_MATCH_ROWS)
  expect(readMatchesCache('2026-11-23', NOW)).toBeNull()
})

test('a cache written by another version of the app, or too old, is ignored', () => {
  saveMatchesCache(DAY, rows([1, 2]), NOW)
  saveHomeCache({ notices: [], live: rows([1]), hot: rows([2]) }, NOW)
  expect(readMatchesCache(DAY, NOW + FIRST_SCREEN_CACHE_MAX_AGE_MS + 1)).toBeNull()
  for (const key of [MATCHES_CACHE_KEY, HOME_CACHE_KEY]) {
    const stored = Taro.getStorageSync(key) as { v: number }
    Taro.setStorageSync(key, { ...stored, v: FIRST_SCREEN_CACHE_VERSION + 1 })
  }
  expect(readMatchesCache(DAY, NOW)).toBeNull()
  expect(readHomeCache(NOW)).toBeNull()
  // a shape this version cannot draw is ignored too
  Taro.setStorageSync(MATCHES_CACHE_KEY, { v: FIRST_SCREEN_CACHE_VERSION, savedAt: NOW, owner: null, data: { date: DAY, rows: [{ id: 'x' }] } })
  expect(readMatchesCache(DAY, NOW)).toBeNull()
})

test('follow stars are shown only to the user who saved them: never after logout or to someone else', () => {
  Taro.setStorageSync(STORAGE_USER_ID, 7)
  saveMatchesCache(DAY, rows([1, 2], { followed: true }), NOW)
  saveHomeCache({ notices: [], live: rows([1], { followed: true }), hot: rows([2], { followed: true }) }, NOW)
  expect(readMatchesCache(DAY, NOW)?.map((m) => m.followed)).toEqual([true, true])
  Taro.setStorageSync(STORAGE_USER_ID, 8)
  expect(readMatchesCache(DAY, NOW)?.map((m) => m.followed)).toEqual([false, false])
  Taro.removeStorageSync(STORAGE_USER_ID)
  expect(readMatchesCache(DAY, NOW)?.map((m) => m.followed)).toEqual([false, false])
  expect(readHomeCache(NOW)?.live.map((m) => m.followed)).toEqual([false])
  expect(readHomeCache(NOW)?.hot.map((m) => m.followed)).toEqual([false])
})

test('the home starts from the last first screen, greyed, and the answers replace it and are kept', async () => {
  saveHomeCache({ notices: [{ id: 1, title: '旧公告' } as never], live: rows([1, 2], { elapsed_text: "30'" }), hot: rows([3]) })
  const spies = spyOnTaro()
  const answer = deferred<void>()
  spies.request.mockImplementation((async (opts: { url: string }) => {
    await answer.promise
    const ids = opts.url.endsWith('api/Game/get') ? [4, 5] : opts.url.endsWith('api/Game/syzygote') ? [6] : []
    const list = opts.url.endsWith('system_notification') ? [{ id: 2, title: '新公告' }] : rows(ids, { elapsed_text: "75'" })
    return httpAnswer({ code: 1, msg: 'ok', data: { list, page: 1, limit: 20, total: list.length, has_more: false } })
  }) as never)
  const home = new HomeModel()
  // before any answer: the cached rows, their minutes marked as old
  expect(home.live.data?.map((m) => m.id)).toEqual([1, 2])
  expect(home.hotRows.map((m) => m.id)).toEqual([3])
  expect(home.liveFromCache).toBe(true)
  const showing = home.show()
  expect(spies.request).toHaveBeenCalled()
  answer.resolve()
  await showing
  expect(home.live.data?.map((m) => m.id)).toEqual([4, 5])
  expect(home.liveFromCache).toBe(false)
  expect(home.hotFromCache).toBe(false)
  expect(readHomeCache()?.live.map((m) => m.elapsed_text)).toEqual(["75'", "75'"])
})

test('logout (which wipes storage) leaves no cached first screen behind', () => {
  Taro.setStorageSync(STORAGE_USER_ID, 7)
  saveMatchesCache(DAY, rows([1], { followed: true }), NOW)
  saveHomeCache({ notices: [], live: rows([1], { followed: true }), hot: [] }, NOW)
  new UserStore().clearStorage()
  expect(readMatchesCache(DAY, NOW)).toBeNull()
  expect(readHomeCache(NOW)).toBeNull()
})

/** React Native reads its storage after the start: reads see nothing kept until this is resolved */
function storageReadLate() {
  const ready = deferred<void>()
  jest.spyOn(storage, 'whenStorageReady').mockReturnValue(ready.promise)
  return async () => {
    ready.resolve()
    await ready.promise
  }
}

test('storage read after the start (React Native): the kept screen still shows if no answer came, never over one', async () => {
  const spies = spyOnTaro()
  const answer = deferred<void>()
  spies.request.mockImplementation((async () => {
    await answer.promise
    return httpAnswer({ code: 1, msg: 'ok', data: { list: rows([9]), page: 1, limit: 20, total: 1, has_more: false } })
  }) as never)
  const storageRead = storageReadLate()
  const home = new HomeModel()
  expect(home.live.data).toBeNull()
  const showing = home.show()
  // the storage is read now: the model fills itself, no page has to ask
  saveHomeCache({ notices: [], live: rows([1, 2]), hot: rows([3]) })
  await storageRead()
  expect(home.live.data?.map((m) => m.id)).toEqual([1, 2])
  expect(home.hotRows.map((m) => m.id)).toEqual([3])
  expect(home.liveFromCache).toBe(true)
  answer.resolve()
  await showing
  expect(home.live.data?.map((m) => m.id)).toEqual([9])
  expect(home.liveFromCache).toBe(false)
})

test('storage read after an answer (React Native): the kept screen never covers it', async () => {
  const spies = spyOnTaro()
  spies.request.mockResolvedValue(httpAnswer({ code: 1, msg: 'ok', data: { list: rows([9]), page: 1, limit: 20, total: 1, has_more: false } }))
  const storageRead = storageReadLate()
  const home = new HomeModel()
  await home.show()
  saveHomeCache({ notices: [], live: rows([1, 2]), hot: rows([3]) })
  await storageRead()
  expect(home.live.data?.map((m) => m.id)).toEqual([9])
  expect(home.liveFromCache).toBe(false)
})

test('the 赛事 list, storage read after the start: the kept rows show while the answer is awaited, then go', async () => {
  const spies = spyOnTaro()
  const answer = deferred<void>()
  spies.request.mockImplementation((async () => {
    await answer.promise
    return httpAnswer({ code: 1, msg: 'ok', data: { list: rows([9]), page: 1, limit: 50, total: 1, has_more: false, server_time: 1000 } })
  }) as never)
  const storageRead = storageReadLate()
  const store = new MatchListStore(() => false)
  expect(store.table.size).toBe(0)
  const loading = store.load()
  saveMatchesCache(store.date, rows([1, 2]))
  await storageRead()
  expect(store.table.ids).toEqual([1, 2])
  expect(store.fromCache).toBe(true)
  answer.resolve()
  await loading
  expect(store.table.ids).toEqual([9])
  expect(store.fromCache).toBe(false)
})

test('the home reads its kept screen once for its three sections (and once more only if storage had none before it was readable)', async () => {
  const reads = jest.spyOn(Taro, 'getStorageSync')
  const homeReads = () => reads.mock.calls.filter(([key]) => key === HOME_CACHE_KEY).length
  saveHomeCache({ notices: [], live: rows([1]), hot: rows([2]) })
  const home = new HomeModel()
  await Promise.resolve()
  expect(home.live.data?.map((m) => m.id)).toEqual([1])
  expect(home.hot.data?.map((m) => m.id)).toEqual([2])
  expect(homeReads()).toBe(1)

  reads.mockClear()
  const storageRead = storageReadLate()
  Taro.removeStorageSync(HOME_CACHE_KEY)
  const late = new HomeModel()
  saveHomeCache({ notices: [], live: rows([3]), hot: rows([4]) })
  await storageRead()
  expect(late.live.data?.map((m) => m.id)).toEqual([3])
  expect(late.hot.data?.map((m) => m.id)).toEqual([4])
  expect(homeReads()).toBe(2)
})
