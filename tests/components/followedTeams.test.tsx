import { HomeModel } from '@/features/match/stores/homeModel'
import { fetchMatchesToAlert } from '@/features/match/stores/goalAlertStore'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../setup/taroSpies'
import { matchRowFixture } from './matchFixtures'

// issue 24: what following teams adds to the home and to the goal alerts
let spies: TaroSpies
let teamsAnswer: () => Promise<unknown>
const page = (ids: number[]) => ({ list: ids.map((id) => matchRowFixture({ id })), page: 1, limit: 20, total: ids.length, has_more: false })
const ok = (data: unknown) => Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data }))

beforeEach(() => {
  spies = spyOnTaro()
  teamsAnswer = () => ok({ list: [matchRowFixture({ id: 21 }), matchRowFixture({ id: 7 })] })
  spies.request.mockImplementation(((opts: { url: string }) => {
    if (opts.url.endsWith('api/Game/followed_team_matches')) return teamsAnswer()
    if (opts.url.endsWith('api/Game/gz_event_attention')) return ok(page([7, 8]))
    if (opts.url.endsWith('api/Game/syzygote') || opts.url.endsWith('api/Game/get')) return ok(page([]))
    return ok([])
  }) as never)
})
afterEach(() => jest.restoreAllMocks())

const asked = () => spies.request.mock.calls.map(([o]) => String((o as { url: string }).url).replace(/^.*\/api\//, 'api/'))

test("the home's 我的关注 shows the followed teams' matches for a signed-in user, and asks nothing signed out", async () => {
  let signedIn = false
  const home = new HomeModel(null, () => signedIn)
  await home.reload()
  expect(asked()).not.toContain('api/Game/followed_team_matches')
  expect(home.followedRows).toEqual([])
  signedIn = true
  await home.reload()
  expect(home.followedRows.map((m) => m.id)).toEqual([21, 7])
  signedIn = false
  expect(home.followedRows).toEqual([])
})

test("the home's 我的关注 also shows the followed teams' latest 战报 that came with their matches", async () => {
  const report = { id: 81, user_id: 1, nickname: '球场资讯', avatar: '', content: '【战报】英超 主队21 2-0 客队21\n半场 1-0', images: [], kind: 'report', event_id: 20, event_name: '主队21 vs 客队21',
    league_id: 10, league_name: '英超', place: null, created_at: 0, edited_at: null, like_count: 0, comment_count: 0, collect_count: 0, liked: false, collected: false, is_mine: false, deleted: false }
  teamsAnswer = () => ok({ list: [matchRowFixture({ id: 21 })], reports: [report] })
  let signedIn = true
  const home = new HomeModel(null, () => signedIn)
  await home.reload()
  expect(home.followedReports.map((p) => p.id)).toEqual([81])
  expect(asked().filter((p) => p === 'api/Game/followed_team_matches')).toHaveLength(1)
  signedIn = false
  expect(home.followedReports).toEqual([])
})

test("the goal alerts listen to followed matches and to the followed teams' matches, each once", async () => {
  expect((await fetchMatchesToAlert()).map((m) => m.id)).toEqual([7, 8, 21])
  teamsAnswer = () => Promise.resolve(httpAnswer({ code: 0, msg: '系统繁忙', data: null }))
  expect((await fetchMatchesToAlert()).map((m) => m.id)).toEqual([7, 8])
})
