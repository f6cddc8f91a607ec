import Taro from '@tarojs/taro'
import { guardSinglePageNavigation, isSinglePageMode } from '@/platform/singlePageMode.weapp'
import { isSinglePageMode as elsewhere } from '@/platform/singlePageMode'

const taro = Taro as unknown as Record<string, unknown>
let scene: number | undefined
const saved: Record<string, unknown> = {}
const opened: string[] = []

beforeAll(() => {
  for (const key of ['getEnterOptionsSync', 'getLaunchOptionsSync', 'navigateTo', 'reLaunch']) saved[key] = taro[key]
  taro.getEnterOptionsSync = () => (scene === undefined ? undefined : { scene, path: 'pages/index/expertHome', query: {} })
  taro.getLaunchOptionsSync = () => ({ scene: 1001, path: 'pages/index/index', query: {} })
  taro.navigateTo = (o: { url: string }) => {
    opened.push(`navigateTo ${o.url}`)
    return Promise.resolve({ errMsg: 'navigateTo:ok' })
  }
  taro.reLaunch = (o: { url: string }) => {
    opened.push(`reLaunch ${o.url}`)
    return Promise.resolve({ errMsg: 'reLaunch:ok' })
  }
})
afterAll(() => Object.assign(taro, saved))
beforeEach(() => {
  opened.length = 0
})

test('scene 1154 (opened from Moments) is single-page mode; other scenes, and other targets, are not', () => {
  scene = 1154
  expect(isSinglePageMode()).toBe(true)
  scene = 1001
  expect(isSinglePageMode()).toBe(false)
  // no enter options (an older base library): the launch options decide
  scene = undefined
  expect(isSinglePageMode()).toBe(false)
  expect(elsewhere()).toBe(false)
})

test('in single-page mode a navigation opens nothing and shows the hint; in the full mini program it opens the page', async () => {
  const hints: string[] = []
  guardSinglePageNavigation(() => hints.push('hint'))
  scene = 1154
  const fail = jest.fn()
  const res = await (Taro.navigateTo as unknown as (o: object) => Promise<{ errMsg: string }>)({ url: '/pages/msyng/Register/chooselogin', fail })
  expect(res.errMsg).toContain('fail')
  expect(fail).toHaveBeenCalledTimes(1)
  await Taro.reLaunch({ url: '/pages/index/index' })
  expect(opened).toEqual([])
  expect(hints).toEqual(['hint', 'hint'])

  scene = 1001
  await Taro.navigateTo({ url: '/pages/index/expertHome?expert_id=3' })
  expect(opened).toEqual(['navigateTo /pages/index/expertHome?expert_id=3'])
  expect(hints).toHaveLength(2)
})
