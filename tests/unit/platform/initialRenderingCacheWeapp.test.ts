import Taro from '@tarojs/taro'
import { keepInitialRendering, RENDERING_CACHE_MAX_BYTES } from '@/platform/initialRenderingCache.weapp'

const kept: Array<object | null> = []
let root: unknown = { cn: [{ nn: 'view', v: '英超' }] }
const page = { get data() { return { root } }, setInitialRenderingCache: (d: object | null) => void kept.push(d) }

beforeEach(() => {
  kept.length = 0
  root = { cn: [{ nn: 'view', v: '英超' }] }
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ page } as never)
})
afterEach(() => jest.restoreAllMocks())

test("a signed-out first screen is handed to WeChat's initial rendering cache as drawn", () => {
  keepInitialRendering(false)
  expect(kept).toEqual([{ root }])
})

test("a signed-in user's screen clears the cache: the next person to open the app never sees their stars", () => {
  keepInitialRendering(true)
  expect(kept).toEqual([null])
})

test('a tree too big to be worth keeping clears the cache instead', () => {
  root = { cn: [{ nn: 'view', v: 'x'.repeat(RENDERING_CACHE_MAX_BYTES) }] }
  keepInitialRendering(false)
  expect(kept).toEqual([null])
})

test('a base library without the method: nothing happens', () => {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ page: { data: { root } } } as never)
  expect(() => keepInitialRendering(false)).not.toThrow()
})
