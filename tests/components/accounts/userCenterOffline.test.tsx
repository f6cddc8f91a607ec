import { act, render, screen } from '@testing-library/react'
import UserPage from '@/pages/user/user'
import { RootStore, rootStore } from '@/stores/RootStore'
import { StoreProvider } from '@/stores/StoreContext'
import { spyOnTaro, type TaroSpies } from '../../setup/taroSpies'
import { makeUser } from '../../setup/fixtures'
import { firePageEvent, leavePage } from '../../setup/pageEvents'
import { makeMember } from './fixtures'

let spies: TaroSpies

beforeEach(() => {
  spies = spyOnTaro()
  rootStore.user.clearStorage()
})
afterEach(() => {
  leavePage()
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
})

test('opened again without a network, 我的 keeps the signed-in user’s name and avatar and shows one 网络不可用', async () => {
  // signed in earlier: the member info was kept
  rootStore.user.signIn(makeUser())
  rootStore.member.set(makeMember({ nickname: '老球迷', avatar: '/uploads/me.png' }))
  // the app starts again (new stores from storage) on a phone with no network
  const restarted = new RootStore()
  spies.request.mockImplementation((() => Promise.reject({ errMsg: 'request:fail' })) as never)
  render(
    <StoreProvider store={restarted}>
      <UserPage />
    </StoreProvider>,
  )
  await act(async () => void (await firePageEvent('componentDidShow')))
  await act(async () => undefined)
  expect(restarted.user.isLoggedIn).toBe(true)
  expect(screen.getByTestId('user-nickname').textContent).toBe('老球迷')
  expect(document.querySelector('img, taro-image-core')?.getAttribute('src') ?? '').toContain('/uploads/me.png')
  expect(screen.getAllByTestId('state-offline')).toHaveLength(1)
  expect(screen.queryByText(/加载失败/)).toBeNull()
  expect(screen.getByText('退出登录')).toBeTruthy()
})
