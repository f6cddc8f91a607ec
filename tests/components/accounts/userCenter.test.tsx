import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import UserPage from '@/pages/user/user'
import { rootStore } from '@/stores/RootStore'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../../setup/taroSpies'
import { makeUser } from '../../setup/fixtures'
import { firePageEvent } from '../../setup/pageEvents'
import { makeMember } from './fixtures'

let spies: TaroSpies

beforeEach(() => {
  spies = spyOnTaro()
  rootStore.user.clearStorage()
  rootStore.app.setPayModule(false)
})
afterEach(() => jest.restoreAllMocks())

function serveMember(member: ReturnType<typeof makeMember>) {
  spies.request.mockImplementation((() => Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: member }))) as never)
}

async function renderLoggedIn(member = makeMember(), payModule = false) {
  rootStore.user.signIn(makeUser({ is_expert: member.is_expert }))
  rootStore.app.setPayModule(payModule)
  serveMember(member)
  render(<UserPage />)
  await act(async () => void (await firePageEvent('componentDidShow')))
}

const PAY_ENTRIES = ['menu-wallet', 'menu-withdraw', 'menu-publish']

test('logged out: a login prompt, the public entries, no logout and no request', async () => {
  render(<UserPage />)
  await act(async () => void (await firePageEvent('componentDidShow')))
  expect(screen.getByTestId('user-card-guest').textContent).toContain('未登录')
  expect(screen.getByTestId('menu-about')).toBeTruthy()
  expect(screen.queryByText('退出登录')).toBeNull()
  expect(spies.request).not.toHaveBeenCalled()
  fireEvent.click(screen.getByTestId('login-button'))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/msyng/Register/chooselogin' })
})

test('logged out: an entry that needs login asks for it instead of opening', async () => {
  jest.useFakeTimers()
  render(<UserPage />)
  fireEvent.click(screen.getByTestId('menu-settings'))
  expect(spies.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请先登录' }))
  act(() => void jest.advanceTimersByTime(1000))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/msyng/Register/chooselogin' })
  jest.useRealTimers()
})

test('logged in: nickname, coins, follows and posts from the member info, and a logout button', async () => {
  await renderLoggedIn(makeMember({ nickname: '老球迷', coins: 88, follow_count: 12, post_count: 4 }))
  expect(screen.getByTestId('user-nickname').textContent).toBe('老球迷')
  expect(screen.getByTestId('stat-coins').textContent).toContain('88')
  expect(screen.getByTestId('stat-follows').textContent).toContain('12')
  expect(screen.getByTestId('stat-posts').textContent).toContain('4')
  expect(screen.getByText('退出登录')).toBeTruthy()
})

test('退出登录 asks 确定退出登录？ first: 取消 keeps the user, 确定 logs out', async () => {
  await renderLoggedIn(makeMember({ nickname: '老球迷' }))
  let answer = false
  const showModal = jest
    .spyOn(Taro, 'showModal')
    .mockImplementation((() => Promise.resolve({ confirm: answer, cancel: !answer, errMsg: 'showModal:ok' })) as never)
  await act(async () => void fireEvent.click(screen.getByText('退出登录')))
  expect(showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '退出登录', content: '确定退出登录？' }))
  expect(rootStore.user.isLoggedIn).toBe(true)
  answer = true
  await act(async () => void fireEvent.click(screen.getByText('退出登录')))
  expect(rootStore.user.isLoggedIn).toBe(false)
})

test('pay entries stay hidden for an ordinary member even with the pay module on', async () => {
  await renderLoggedIn(makeMember({ is_expert: 0 }), true)
  for (const id of PAY_ENTRIES) expect(screen.queryByTestId(id)).toBeNull()
  expect(screen.getByTestId('menu-vip')).toBeTruthy()
})

test('pay entries stay hidden for an expert while the pay module is off', async () => {
  await renderLoggedIn(makeMember({ is_expert: 1 }), false)
  for (const id of PAY_ENTRIES) expect(screen.queryByTestId(id)).toBeNull()
  expect(screen.queryByTestId('menu-vip')).toBeNull()
})

test('an expert with the pay module on sees wallet, coin withdrawal and publishing', async () => {
  await renderLoggedIn(makeMember({ is_expert: 1 }), true)
  for (const id of PAY_ENTRIES) expect(screen.getByTestId(id)).toBeTruthy()
  expect(screen.queryByTestId('menu-expertCheck')).toBeNull()
})

test('the unread badge is capped at 999+', async () => {
  await renderLoggedIn(makeMember({ unread_count: 1200 }))
  expect(screen.getByTestId('badge-notices').textContent).toBe('999+')
})

test('pull-to-refresh reloads the member info', async () => {
  await renderLoggedIn(makeMember({ coins: 10 }))
  serveMember(makeMember({ coins: 25 }))
  await act(async () => void (await firePageEvent('onPullDownRefresh')))
  expect(screen.getByTestId('stat-coins').textContent).toContain('25')
})
