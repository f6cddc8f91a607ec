import * as storage from '@/platform/storage'
import { ResourceModel } from '@/stores/models/ResourceModel'
import { deferred } from '../../setup/deferred'

/**
 * A ResourceModel given the value kept from the last start (options.cached) draws it before any
 * answer, marked fromCache, and fills itself once React Native has read its storage: no page
 * has to remember to ask for it.
 */

afterEach(() => jest.restoreAllMocks())

/** a fetcher the test answers by hand */
function pending<T>() {
  const answer = deferred<T>()
  return { answer, fetcher: jest.fn(() => answer.promise) }
}

test('the kept value is there before the network is asked, marked as kept, until the answer replaces it', async () => {
  const { answer, fetcher } = pending<string[]>()
  const model = new ResourceModel(fetcher, { cached: () => ['kept'] })
  expect(fetcher).not.toHaveBeenCalled()
  expect(model.data).toEqual(['kept'])
  expect(model.fromCache).toBe(true)
  expect(model.loaded).toBe(true)
  const loading = model.load()
  expect(model.data).toEqual(['kept'])
  answer.resolve(['fresh'])
  await loading
  expect(model.data).toEqual(['fresh'])
  expect(model.fromCache).toBe(false)
})

test('a failed answer leaves the kept value on screen, still marked as kept, with the error', async () => {
  const { answer, fetcher } = pending<string[]>()
  const model = new ResourceModel(fetcher, { cached: () => ['kept'] })
  const loading = model.load()
  answer.reject({ message: '网络不可用', kind: 'network' })
  await loading
  expect(model.data).toEqual(['kept'])
  expect(model.fromCache).toBe(true)
  expect(model.error).toBe('网络不可用')
})

test('storage read late (React Native): the kept value shows once it is readable, if no answer came', async () => {
  const ready = deferred<void>()
  jest.spyOn(storage, 'whenStorageReady').mockReturnValue(ready.promise)
  let stored: string[] | null = null
  const { answer, fetcher } = pending<string[]>()
  const model = new ResourceModel(fetcher, { cached: () => stored })
  const loading = model.load()
  expect(model.data).toBeNull()
  stored = ['kept']
  ready.resolve()
  await ready.promise
  expect(model.data).toEqual(['kept'])
  expect(model.fromCache).toBe(true)
  answer.resolve(['fresh'])
  await loading
  expect(model.data).toEqual(['fresh'])
  expect(model.fromCache).toBe(false)
})

test('storage read late after an answer, even a failed one: the kept value does not cover it', async () => {
  const ready = deferred<void>()
  jest.spyOn(storage, 'whenStorageReady').mockReturnValue(ready.promise)
  let stored: string[] | null = null
  const model = new ResourceModel(() => Promise.reject(new Error('服务器开小差了')), { cached: () => stored })
  await model.load()
  stored = ['kept']
  ready.resolve()
  await ready.promise
  expect(model.data).toBeNull()
  expect(model.fromCache).toBe(false)
  expect(model.error).toBe('服务器开小差了')
})

test('a value the page came with wins: the kept one is not even read', () => {
  const cached = jest.fn(() => ['kept'])
  const model = new ResourceModel(() => Promise.resolve(['fresh']), { initial: ['from the page'], cached })
  expect(model.data).toEqual(['from the page'])
  expect(model.fromCache).toBe(false)
  expect(cached).not.toHaveBeenCalled()
})

test('a pushed value or another fetcher ends the kept value', async () => {
  const model = new ResourceModel(() => Promise.resolve(['fresh']), { cached: () => ['kept'] })
  model.replace(['pushed'])
  expect(model.fromCache).toBe(false)
  const other = new ResourceModel(() => Promise.resolve(['a']), { cached: () => ['kept'] })
  await other.setFetcher(() => Promise.resolve(['b']))
  expect(other.data).toEqual(['b'])
  expect(other.fromCache).toBe(false)
})
