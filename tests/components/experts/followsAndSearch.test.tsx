import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import MyFollowPage from '@/pages/msyng/myPulish/myFollow'
import SearchCptPage from '@/pages/index/searchCpt'
import { rootStore } from '@/stores/RootStore'
import { makeUser } from '../../setup/fixtures'
import { spyOnTaro, type TaroSpies } from '../../setup/taroSpies'
import { answerBy, expertRowFixture, ok, pageOf, refused, type Routes } from './fixtures'
import { leavePage } from '../../setup/pageEvents'

let spies: TaroSpies
let routes: Routes

beforeEach(() => {
  spies = spyOnTaro()
  window.localStorage.clear()
  routes = {}
  spies.request.mockImplementation(answerBy(routes))
})
afterEach(leavePage)

test('我的关注 lists the followed experts beside the matches; unfollowing removes one, a refusal keeps it', async () => {
  Current.router = { params: { tab: 'experts' }, path: '/pages/msyng/myPulish/myFollow', $taroPath: 'myFollow', onReady: '', onHide: '', onShow: '' }
  rootStore.user.signIn(makeUser())
  routes['api/user/get_gz'] = () => ok(pageOf([expertRowFixture({ followed: true }), expertRowFixture({ expert_id: 4, nickname: '冷门猎人', followed: true })]))
  routes['api/user/guanz_expert_attention'] = () => ok({ followed: false, followers: 119 })
  render(<MyFollowPage />)
  await act(async () => undefined)
  expect(screen.getByTestId('tab-experts').getAttribute('aria-selected')).toBe('true')
  await act(async () => void fireEvent.click(screen.getByTestId('follow-3')))
  expect(screen.queryByTestId('expert-row-3')).toBeNull()
  routes['api/user/guanz_expert_attention'] = () => refused('操作太频繁')
  await act(async () => void fireEvent.click(screen.getByTestId('follow-4')))
  expect(screen.getByTestId('expert-row-4')).toBeTruthy()
})

test('search shows hot searches before typing, and finds experts with the matches', async () => {
  routes['api/index/hot_search'] = () => ok({ list: [{ keyword: '老刘看球', kind: 'expert', id: 3 }, { keyword: '英超', kind: 'league', id: 10 }] })
  // the experts come in the search's one answer
  routes['api/index/saibotiyu'] = () => ok({ leagues: [], teams: [], players: [], matches: pageOf([]), experts: [{ ...expertRowFixture(), followers: 120 }] })
  render(<SearchCptPage />)
  await act(async () => undefined)
  const hot = screen.getByTestId('hot-searches')
  fireEvent.click(within(hot).getByText('老刘看球'))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/index/expertHome?expert_id=3' })
  fireEvent.click(within(hot).getByText('英超'))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/competition/Seku2?league_id=10' })

  const input = screen.getByTestId('search-input')
  await act(async () => void input.dispatchEvent(new CustomEvent('input', { detail: { value: '老刘' }, bubbles: true })))
  await act(async () => void fireEvent.click(screen.getByTestId('search-submit')))
  expect(screen.queryByTestId('hot-searches')).toBeNull()
  expect(within(screen.getByTestId('search-expert-3')).getByText('老刘看球')).toBeTruthy()
  fireEvent.click(screen.getByTestId('search-expert-3'))
  expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/index/expertHome?expert_id=3' })
})
