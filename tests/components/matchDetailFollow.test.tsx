import Taro from '@tarojs/taro'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import SportsSetailsPage from '@/pages/msyng/sportsSetails/sportsSetails'
import { LOGIN_REDIRECT_MS, LOGIN_URL } from '@/navigation/loginGuard'
import { rootStore } from '@/stores/RootStore'
import { pendingActions } from '@/stores/pendingActionStore'
import { openPage, leavePage } from '../setup/pageEvents'
import { makeUser } from '../setup/fixtures'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../setup/taroSpies'
import { matchDetailFixture } from './matchFixtures'

// 关注 / 已关注 on the match detail's scoreboard: the same follow as a 赛事 row's star
const MATCH_ID = 7
let spies: TaroSpies
/** what api/Game/event_attention answers; each call's request data is kept */
let followAnswer: (attention: unknown) => Promise<unknown>
let followRequests: Array<Record<string, unknown>>
/** the stand-in's answer: the state asked for (the request wrapper sends booleans as 1 / 0) */
const serverAnswer = (attention: unknown) =>
  Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { event_id: MATCH_ID, followed: attention === 1, followers: 12 } }))

beforeEach(() => {
  Current.router = { params: { id: String(MATCH_ID) }, path: '/pages/msyng/sportsSetails/sportsSetails', $taroPath: 'sportsSetails', onReady: '', onHide: '', onShow: '' }
  spies = spyOnTaro()
  // no socket in these tests: the page polls
  jest.spyOn(Taro, 'connectSocket').mockImplementation((() => Promise.reject(new Error('no socket'))) as never)
  followRequests = []
  followAnswer = serverAnswer
  spies.request.mockImplementation(((opts: { url: string; data: Record<string, unknown> }) => {
    if (opts.url.endsWith('api/Game/get_xq')) return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: matchDetailFixture({ id: MATCH_ID, status_id: 1, followed: false }) }))
    if (opts.url.endsWith('api/Game/event_attention')) {
      followRequests.push(opts.data)
      return followAnswer(opts.data.attention)
    }
    return Promise.reject(new Error(`unexpected request ${opts.url}`))
  }) as never)
})
afterEach(leavePage)

const star = () => screen.getByTestId('follow-match')

test('logged in: a tap follows at once, the server\'s answer is what stays, and the goal alerts listen to the match', async () => {
  rootStore.user.signIn(makeUser())
  const alertsHeard = jest.spyOn(rootStore.goalAlerts, 'followChanged')
  await openPage(<SportsSetailsPage />)
  expect(star().textContent).toBe('☆关注')
  expect(star().getAttribute('aria-label')).toBe('关注')

  let answer: (value: unknown) => void = () => undefined
  followAnswer = () => new Promise((resolve) => (answer = resolve))
  await act(async () => void fireEvent.click(star()))
  // shown before the server answers
  expect(star().textContent).toBe('★已关注')
  expect(followRequests).toEqual([expect.objectContaining({ event_id: MATCH_ID, attention: 1 })])
  // a second tap while the first is in flight sends nothing
  await act(async () => void fireEvent.click(star()))
  expect(followRequests).toHaveLength(1)
  await act(async () => answer(httpAnswer({ code: 1, msg: 'ok', data: { event_id: MATCH_ID, followed: true, followers: 13 } })))
  expect(star().textContent).toBe('★已关注')
  expect(star().getAttribute('aria-label')).toBe('取消关注')
  expect(alertsHeard).toHaveBeenCalledWith(expect.objectContaining({ id: MATCH_ID, followed: true }), true)

  // unfollow: the tap sends attention 0 and the star goes back to 关注
  followAnswer = serverAnswer
  await act(async () => void fireEvent.click(star()))
  expect(followRequests[1]).toEqual(expect.objectContaining({ event_id: MATCH_ID, attention: 0 }))
  expect(star().textContent).toBe('☆关注')
  expect(alertsHeard).toHaveBeenLastCalledWith(expect.objectContaining({ id: MATCH_ID }), false)
})

test('a refused follow goes back to 关注 and tells the goal alerts nothing', async () => {
  rootStore.user.signIn(makeUser())
  const alertsHeard = jest.spyOn(rootStore.goalAlerts, 'followChanged')
  followAnswer = () => Promise.resolve(httpAnswer({ code: 0, msg: '操作失败', data: null }))
  await openPage(<SportsSetailsPage />)
  await act(async () => void fireEvent.click(star()))
  await act(async () => undefined)
  expect(star().textContent).toBe('☆关注')
  expect(alertsHeard).not.toHaveBeenCalled()
})

test('logged out: the tap asks to log in (请先登录, then the login page) and sends nothing', async () => {
  await openPage(<SportsSetailsPage />)
  await act(async () => void fireEvent.click(star()))
  expect(spies.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请先登录' }))
  expect(star().textContent).toBe('☆关注')
  await act(() => new Promise((resolve) => setTimeout(resolve, LOGIN_REDIRECT_MS + 50)))
  expect(spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: LOGIN_URL }))
  expect(followRequests).toEqual([])
})

test('logged out, a tap is remembered through the login; the page opened from 我的 (resume=follow) follows the match by itself', async () => {
  jest.useFakeTimers()
  await openPage(<SportsSetailsPage />)
  await act(async () => void fireEvent.click(star()))
  expect(followRequests).toEqual([])
  expect(pendingActions.peek('follow')).toMatchObject({ route: 'matchDetail', params: { id: MATCH_ID } })
  act(() => void jest.advanceTimersByTime(LOGIN_REDIRECT_MS))
  jest.useRealTimers()
  cleanup()

  // signed in, relaunched to 我的, and back through its banner
  rootStore.user.signIn(makeUser())
  Current.router = { params: { id: String(MATCH_ID), resume: 'follow' }, path: '/pages/msyng/sportsSetails/sportsSetails', $taroPath: 'sportsSetails', onReady: '', onHide: '', onShow: '' }
  await openPage(<SportsSetailsPage />)
  await act(async () => undefined)
  expect(followRequests).toEqual([expect.objectContaining({ event_id: MATCH_ID, attention: 1 })])
  expect(star().textContent).toBe('★已关注')
  expect(pendingActions.current).toBeNull()
  pendingActions.clear()
})
