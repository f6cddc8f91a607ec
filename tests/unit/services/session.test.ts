/**
 * The session port: services learn who is signed in and end a session through it, with no root
 * store built (this file never imports src/stores), which is what keeps stores -> services one-way.
 */
import type { UserInfo } from '@contract/api/account'
import { configureSession, type SessionPort } from '@/services/session'
import { request } from '@/services/request'
import { requireLogin } from '@/navigation/loginGuard'
import { completeLogin } from '@/features/account/services/account'
import { makeUser } from '../../setup/fixtures'
import { httpAnswer, spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'

let taro: TaroSpies
let user: UserInfo | null
let port: { [K in keyof SessionPort]: jest.Mock }
let clock = 2_000_000

beforeEach(() => {
  clock += 60_000
  jest.useFakeTimers({ now: clock })
  taro = spyOnTaro()
  user = null
  port = {
    currentUser: jest.fn(() => user),
    signIn: jest.fn((info: UserInfo) => void (user = info)),
    refreshMember: jest.fn(),
    // resolves once the personal center shows; here at once
    logout: jest.fn(() => {
      user = null
      return Promise.resolve()
    }),
    clearStorage: jest.fn(() => void (user = null)),
  }
  configureSession(port)
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

it('the request wrapper sends the identity of the wired session', async () => {
  user = makeUser({ user_id: '42', uid: '42', token: 'secret' })
  taro.request.mockResolvedValue(httpAnswer({ code: 1, msg: '', data: null }))
  await request('api/user/get_member', {})
  expect(taro.request.mock.calls[0][0].data).toEqual({ user_id: '42', uid: '42', token: 'secret' })
})

it('a revoked session ends through the port, and the login guard then asks to log in', async () => {
  user = makeUser()
  expect(requireLogin()).toBe(true)
  taro.request.mockResolvedValue(httpAnswer({ code: 410002, msg: '', data: null }))
  await expect(request('api/User/w', {}, { silent: true })).rejects.toMatchObject({ kind: 'login' })
  expect(port.logout).toHaveBeenCalledTimes(1)
  // told once the logout's page shows
  await Promise.resolve()
  expect(toastTitles(taro)).toEqual(['请先登录'])
  expect(requireLogin()).toBe(false)
})

it('a login keeps the user through the port only once the member info came', async () => {
  const member = { user_id: '7', nickname: '球迷7' }
  taro.request.mockResolvedValue(httpAnswer({ code: 1, msg: '', data: member }))
  await expect(completeLogin(makeUser())).resolves.toBe(true)
  expect(port.signIn).toHaveBeenCalledWith(makeUser(), member)
  // asked with the new session's own token, before anyone is stored
  expect(taro.request.mock.calls[0][0].data).toMatchObject({ user_id: '7', token: 'token-7' })

  taro.request.mockResolvedValue(httpAnswer({ code: 0, msg: '维护中', data: null }))
  port.signIn.mockClear()
  await expect(completeLogin(makeUser())).resolves.toBe(false)
  expect(port.signIn).not.toHaveBeenCalled()
  expect(toastTitles(taro)).toContain('登录失败')
})
