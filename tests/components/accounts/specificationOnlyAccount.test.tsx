import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import UserPage from '@/pages/user/user'
import { isUnavailable } from '@/services/apiError'
import { signWechatSdk } from '@/services/wechatJssdk'
import { rootStore } from '@/stores/RootStore'
import { httpAnswer, spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'
import { makeUser } from '../../setup/fixtures'
import { firePageEvent } from '../../setup/pageEvents'
import { specificationOnlyBackend } from '../../setup/backends'
import { makeMember } from './fixtures'

/**
 * Logging out and the H5 share signature on a backend with the specification's endpoints alone:
 * `api/user/logout` and `api/wechat/jssdk_config` are extensions, so neither is sent, and the user
 * notices nothing but the logout itself.
 */

let spies: TaroSpies
const urls = () => spies.request.mock.calls.map(([o]) => String((o as { url: string }).url).replace(/^.*\/api\//, 'api/'))

beforeEach(async () => {
  spies = spyOnTaro()
  spies.request.mockImplementation((() => Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: makeMember({ nickname: '老球迷' }) }))) as never)
  await specificationOnlyBackend()
})
afterEach(() => {
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
})

test('退出登录 logs out on the device without the server’s logout, and relaunches to 我的', async () => {
  rootStore.user.signIn(makeUser())
  jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true, cancel: false, errMsg: 'showModal:ok' })) as never)
  render(<UserPage />)
  await act(async () => void (await firePageEvent('componentDidShow')))
  spies.request.mockClear()
  await act(async () => void fireEvent.click(screen.getByText('退出登录')))
  expect(rootStore.user.isLoggedIn).toBe(false)
  expect(urls()).not.toContain('api/user/logout')
  expect(spies.reLaunch).toHaveBeenCalledWith({ url: '/pages/user/user' })
  expect(toastTitles(spies).filter((t) => /失败|错误|404/.test(t))).toEqual([])
})

test('the WeChat share signature is not asked for: it steps aside unseen (WeChat then shares the bare link)', async () => {
  const failure = await signWechatSdk('http://127.0.0.1/h5/').catch((e: unknown) => e)
  expect(isUnavailable(failure)).toBe(true)
  expect(spies.request).not.toHaveBeenCalled()
  expect(toastTitles(spies)).toEqual([])
})
