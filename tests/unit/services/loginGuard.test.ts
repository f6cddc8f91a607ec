import { requireLogin, withLogin } from '@/navigation/loginGuard'
import { rootStore } from '@/stores/RootStore'
import { makeUser } from '../../setup/fixtures'
import { spyOnTaro, type TaroSpies } from '../../setup/taroSpies'

let taro: TaroSpies
beforeEach(() => {
  jest.useFakeTimers()
  rootStore.user.clearStorage()
  taro = spyOnTaro()
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('requireLogin', () => {
  it('with no user: toasts 请先登录 and opens the login choice (WeChat one-tap on the mini program) after exactly 1000 ms', () => {
    expect(requireLogin()).toBe(false)
    expect(taro.showToast).toHaveBeenCalledWith({ title: '请先登录', icon: 'none', duration: 2000 })
    jest.advanceTimersByTime(999)
    expect(taro.navigateTo).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/msyng/Register/chooselogin' })
  })

  it('with a user: true, no toast, no navigation', () => {
    rootStore.user.signIn(makeUser())
    expect(requireLogin()).toBe(true)
    jest.runAllTimers()
    expect(taro.showToast).not.toHaveBeenCalled()
    expect(taro.navigateTo).not.toHaveBeenCalled()
  })
})

describe('withLogin', () => {
  it('runs the handler with its arguments only for a logged-in user', () => {
    const handler = jest.fn()
    const guarded = withLogin(handler)
    guarded('a', 2)
    expect(handler).not.toHaveBeenCalled()
    rootStore.user.signIn(makeUser())
    guarded('b', 3)
    expect(handler).toHaveBeenCalledTimes(1)
    expect(handler).toHaveBeenCalledWith('b', 3)
  })
})
