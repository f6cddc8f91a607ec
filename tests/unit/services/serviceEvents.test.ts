/**
 * Services show nothing: with the app shell's listener uninstalled, a failing call and a sign-in
 * only reject or resolve and report a service event; no toast, loading indicator or navigation.
 */
import { request } from '@/services/request'
import { onServiceEvent, type ServiceEvent } from '@/services/serviceEvents'
import { completeLogin } from '@/features/account/services/account'
import { installServiceEffects } from '@/shell/serviceEffects'
import { rootStore } from '@/stores/RootStore'
import { makeUser } from '../../setup/fixtures'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../../setup/taroSpies'

let taro: TaroSpies
let events: ServiceEvent[]
let stopListening: () => void
let clock = 3_000_000

beforeEach(() => {
  clock += 60_000
  jest.useFakeTimers({ now: clock })
  rootStore.user.clearStorage()
  taro = spyOnTaro()
  // the setup installed the shell's listener: take it away for these tests
  installServiceEffects()()
  events = []
  stopListening = onServiceEvent((e) => void events.push(e))
})
afterEach(() => {
  stopListening()
  installServiceEffects()
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const noScreenCalls = () => {
  for (const spy of [taro.showToast, taro.showLoading, taro.hideLoading, taro.navigateTo, taro.reLaunch, taro.switchTab]) expect(spy).not.toHaveBeenCalled()
}

it('a network failure rejects with kind network and is reported, not shown', async () => {
  taro.request.mockRejectedValue(new Error('offline'))
  await expect(request('api/user/get_member', {}, { loading: '提交中' })).rejects.toMatchObject({ kind: 'network', message: '请求失败' })
  expect(events.map((e) => e.type)).toEqual(['loadingStarted', 'loadingEnded', 'requestFailed'])
  expect(events[0]).toEqual({ type: 'loadingStarted', title: '提交中' })
  noScreenCalls()
})

it('an HTTP status and a business code reject typed, with silent passed on', async () => {
  taro.request.mockResolvedValue(httpAnswer({}, 502))
  await expect(request('api/user/get_member', {})).rejects.toMatchObject({ kind: 'http', code: 502, message: '请求失败（502）' })
  taro.request.mockResolvedValue(httpAnswer({ code: 0, msg: '不行', data: null }))
  await expect(request('api/user/get_member', {}, { silent: true })).rejects.toMatchObject({ kind: 'business', code: 0, message: '不行' })
  expect(events).toMatchObject([
    { type: 'requestFailed', silent: false, error: { kind: 'http' } },
    { type: 'requestFailed', silent: true, error: { kind: 'business' } },
  ])
  noScreenCalls()
})

it('a session code is reported with who made the call, and nobody is logged out by the service', async () => {
  rootStore.user.signIn(makeUser())
  taro.request.mockResolvedValue(httpAnswer({ code: 410000, msg: '', data: null }))
  await expect(request('api/user/get_member', {})).rejects.toMatchObject({ kind: 'login', code: 410000 })
  expect(events).toMatchObject([{ type: 'requestFailed', hadUser: true, error: { kind: 'login' } }])
  jest.advanceTimersByTime(2000)
  expect(rootStore.user.isLoggedIn).toBe(true)
  noScreenCalls()
})

it('a completed sign-in is reported; the relaunch is the shell\'s', async () => {
  taro.request.mockResolvedValue(httpAnswer({ code: 1, msg: '', data: { nickname: 'n' } }))
  await expect(completeLogin(makeUser())).resolves.toBe(true)
  jest.advanceTimersByTime(2000)
  expect(events).toEqual([{ type: 'signedIn' }])
  noScreenCalls()
})
