import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import PublishDetailPage from '@/pages/publish/publishDetail'
import { rootStore } from '@/stores/RootStore'
import { typeInto } from '../accounts/formInput'
import { makeUser } from '../../setup/fixtures'
import { spyOnTaro, type TaroSpies } from '../../setup/taroSpies'
import { answerBy, detailFixture, legFixture, ok, upcomingMatch, type Routes } from './fixtures'
import { leavePage } from '../../setup/pageEvents'

let spies: TaroSpies
let routes: Routes
let redirectTo: jest.SpyInstance
const sent = (path: string) =>
  spies.request.mock.calls.map(([o]) => o as { url: string; data: Record<string, unknown> }).filter((o) => o.url.endsWith(path)).map((o) => o.data)

/** my own single on a match that has not started: editable */
const mine = (over = {}) =>
  detailFixture({ editable: true, locked: false, lock_at: Date.now() + 20 * 3600_000, legs: [legFixture({ event_id: 31, match: upcomingMatch(31) })], ...over })

beforeEach(() => {
  spies = spyOnTaro()
  redirectTo = jest.spyOn(Taro, 'redirectTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  jest.spyOn(Taro, 'showModal').mockImplementation(() => Promise.resolve({ confirm: true, cancel: false, errMsg: 'ok' }) as never)
  Current.router = { params: { id: '11', kind: 'single' }, path: '/pages/publish/publishDetail', $taroPath: 'publishDetail', onReady: '', onHide: '', onShow: '' }
  routes = { 'api/Expert/get_user_single_pass_release_list_xq': () => ok(mine()) }
  spies.request.mockImplementation(answerBy(routes))
  rootStore.user.signIn(makeUser({ is_expert: 1, id: 3 }))
})
afterEach(leavePage)

async function openPage() {
  render(<PublishDetailPage />)
  await act(async () => undefined)
}

test('before kickoff my prediction is edited in place: the same pick is kept, the new text is sent with its id, the history reloads', async () => {
  routes['api/Expert/edit_my_single_pass_release'] = () => ok({ id: 11 })
  await openPage()
  await act(async () => void fireEvent.click(screen.getByTestId('edit-prediction')))
  // the form starts at the leg already chosen, not at the match list
  expect(screen.getByTestId('draft-leg-31').textContent).toContain('主队 -0.5')
  expect(screen.queryByTestId('match-chooser')).toBeNull()
  typeInto('title', '改判：主队必胜无疑')
  const edited = mine({ title: '改判：主队必胜无疑' })
  edited.history = [edited.history[0], { ...edited.history[0], version: 2, title: '改判：主队必胜无疑', at: Date.now() }]
  routes['api/Expert/get_user_single_pass_release_list_xq'] = () => ok(edited)
  await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
  expect(sent('api/Expert/edit_my_single_pass_release')[0]).toMatchObject({ id: 11, event_id: 31, play: 'handicap', pick: 'home', title: '改判：主队必胜无疑' })
  expect(screen.getByTestId('detail-title').textContent).toBe('改判：主队必胜无疑')
  expect(screen.getByTestId('edit-history').textContent).toContain('修改记录（修改1次）')
})

test('delete asks first, then leaves for my expert home', async () => {
  routes['api/Expert/delete_user_single_pass_release'] = () => ok(null)
  await openPage()
  await act(async () => void fireEvent.click(screen.getByTestId('delete-prediction')))
  expect(sent('api/Expert/delete_user_single_pass_release')).toEqual([expect.objectContaining({ id: 11 })])
  expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/index/expertHome?expert_id=3' })
})

test('after kickoff it is locked: no edit, no delete', async () => {
  routes['api/Expert/get_user_single_pass_release_list_xq'] = () => ok(mine({ editable: false, locked: true }))
  await openPage()
  expect(screen.getByTestId('prediction-locked-note').textContent).toContain('不能修改或删除')
  expect(screen.queryByTestId('edit-prediction')).toBeNull()
  expect(screen.queryByTestId('delete-prediction')).toBeNull()
})
