import { HomeModel } from '@/features/match/stores/homeModel'
import { HOME_HOT_COUNT } from '@contract/home-first-screen'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../setup/taroSpies'
import { matchRowFixture } from './matchFixtures'

let spies: TaroSpies
const page = (ids: number[]) => ({ list: ids.map((id) => matchRowFixture({ id })), page: 1, limit: 20, total: ids.length, has_more: false })

beforeEach(() => {
  spies = spyOnTaro()
  spies.request.mockImplementation(((opts: { url: string }) => {
    // the hot list starts with the live matches 1..3, as the server's hot list does for live big games
    if (opts.url.endsWith('api/Game/syzygote')) return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: page([1, 2, 3, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]) }))
    if (opts.url.endsWith('api/Game/get')) return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: page([1, 2, 3, 4, 5]) }))
    return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: page([]) }))
  }) as never)
})
afterEach(() => jest.restoreAllMocks())

test('热门比赛 leaves out the matches 正在进行 already lists, and still shows a full section', async () => {
  const home = new HomeModel()
  await home.reload()
  const live = (home.live.data ?? []).map((m) => m.id)
  const hot = home.hotRows.map((m) => m.id)
  expect(live).toEqual([1, 2, 3, 4, 5])
  expect(hot).toEqual([11, 12, 13, 14, 15, 16, 17, 18])
  expect(hot).toHaveLength(HOME_HOT_COUNT)
  expect(hot.filter((id) => live.includes(id))).toEqual([])
})
