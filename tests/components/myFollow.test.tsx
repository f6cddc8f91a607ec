import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import MyFollowPage from '@/pages/msyng/myPulish/myFollow'
import { rootStore } from '@/stores/RootStore'
import { makeUser } from '../setup/fixtures'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../setup/taroSpies'
import { matchRowFixture } from './matchFixtures'
import { leavePage } from '../setup/pageEvents'

let spies: TaroSpies
/** api/Game/event_attention answers this code */
let followAnswerCode = 1
const paths = () => spies.request.mock.calls.map(([o]) => String((o as { url: string }).url).replace(/^.*\/api\//, 'api/'))

beforeEach(() => {
  Current.router = { params: {}, path: '/pages/msyng/myPulish/myFollow', $taroPath: 'myFollow', onReady: '', onHide: '', onShow: '' }
  spies = spyOnTaro()
  followAnswerCode = 1
  spies.request.mockImplementation(((opts: { url: string; data: { event_id: number } }) => {
    if (opts.url.endsWith('api/Game/gz_event_attention')) {
      const list = [11, 12].map((id) => matchRowFixture({ id, followed: true }))
      return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { list, page: 1, limit: 20, total: 2, has_more: false } }))
    }
    if (opts.url.endsWith('api/Game/event_attention')) {
      return Promise.resolve(httpAnswer(followAnswerCode === 1
        ? { code: 1, msg: 'ok', data: { event_id: Number(opts.data.event_id), followed: false, followers: 0 } }
        : { code: followAnswerCode, msg: '操作太频繁', data: null }))
    }
    if (opts.url.endsWith('api/Game/my_teams')) {
      const team = matchRowFixture({ id: 3 }).home_team
      const list = [{ team, league: matchRowFixture().league, followers: 5 }]
      return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { list, page: 1, limit: 20, total: 1, has_more: false } }))
    }
    if (opts.url.endsWith('api/Game/team_follow')) return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { id: 6, followed: false, followers: 4 } }))
    return Promise.reject(new Error(`unexpected ${opts.url}`))
  }) as never)
})
afterEach(leavePage)

test('球队: the followed teams open their home; 取消关注 removes the row once the server agrees', async () => {
  rootStore.user.signIn(makeUser())
  render(<MyFollowPage />)
  await act(async () => undefined)
  await act(async () => void fireEvent.click(screen.getByTestId('tab-teams')))
  const row = screen.getByTestId('followed-team-6')
  expect(row.textContent).toContain('5 人关注')
  fireEvent.click(row)
  expect(spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: expect.stringMatching(/RecentGames\?team_id=6$/) }))
  await act(async () => void fireEvent.click(screen.getByTestId('followed-team-6-unfollow')))
  expect(paths()).toContain('api/Game/team_follow')
  expect(screen.queryByTestId('followed-team-6')).toBeNull()
})

test('logged out: a login prompt and no request', async () => {
  render(<MyFollowPage />)
  await act(async () => undefined)
  expect(screen.getByText('登录后查看你关注的比赛、球队、球员和专家')).toBeTruthy()
  expect(spies.request).not.toHaveBeenCalled()
})

test('logged in: the followed matches; the star unfollows and the row goes, a refusal keeps it', async () => {
  rootStore.user.signIn(makeUser())
  render(<MyFollowPage />)
  await act(async () => undefined)
  expect(screen.getByTestId('match-row-11')).toBeTruthy()
  expect(screen.getByTestId('match-row-12')).toBeTruthy()

  await act(async () => void fireEvent.click(within(screen.getByTestId('match-row-11')).getByTestId('follow')))
  expect(paths()).toContain('api/Game/event_attention')
  expect(screen.queryByTestId('match-row-11')).toBeNull()

  followAnswerCode = 0
  await act(async () => void fireEvent.click(within(screen.getByTestId('match-row-12')).getByTestId('follow')))
  expect(screen.getByTestId('match-row-12')).toBeTruthy()
})
