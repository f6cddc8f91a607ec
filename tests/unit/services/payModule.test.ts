import { rootStore } from '@/stores/RootStore'
import { httpAnswer, pageShows, spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'
import { makeUser } from '../../setup/fixtures'

let taro: TaroSpies
beforeEach(() => {
  taro = spyOnTaro()
  rootStore.app.setPayModule(false)
})
afterEach(() => jest.restoreAllMocks())

describe('the pay-module check on app show (AppStore.refreshPayModule)', () => {
  it('shows the paid tabs when the server says true', async () => {
    taro.request.mockResolvedValue(httpAnswer({ code: 1, msg: '', data: { pay: true } }))
    await expect(rootStore.app.refreshPayModule()).resolves.toBe(true)
    expect(rootStore.app.payModule).toBe(true)
    expect(taro.request.mock.calls[0][0].url).toBe('http://127.0.0.1:3721/api/User/w')
  })

  it('hides them when the server says false', async () => {
    rootStore.app.setPayModule(true)
    taro.request.mockResolvedValue(httpAnswer({ code: 1, msg: '', data: { pay: false } }))
    await expect(rootStore.app.refreshPayModule()).resolves.toBe(false)
    expect(rootStore.app.payModule).toBe(false)
  })

  it.each([
    ['a network failure', () => taro.request.mockRejectedValue(new Error('offline'))],
    ['an HTTP error', () => taro.request.mockResolvedValue(httpAnswer({}, 502))],
    ['a business error', () => taro.request.mockResolvedValue(httpAnswer({ code: 0, msg: '维护中', data: null }))],
  ])('hides them, silently, after %s', async (_what, arrange) => {
    rootStore.app.setPayModule(true)
    arrange()
    await expect(rootStore.app.refreshPayModule()).resolves.toBe(false)
    expect(rootStore.app.payModule).toBe(false)
    expect(taro.showToast).not.toHaveBeenCalled()
  })

  it('is a background call, yet a revoked session is told and logged out', async () => {
    jest.useFakeTimers({ now: 5_000_000 })
    try {
      rootStore.user.signIn(makeUser())
      rootStore.app.setPayModule(true)
      taro.request.mockResolvedValue(httpAnswer({ code: 410002, msg: 'token revoked', data: null }))
      await expect(rootStore.app.refreshPayModule()).resolves.toBe(false)
      // told once the personal center the logout relaunched to is on screen
      await pageShows()
      expect(toastTitles(taro)).toEqual(['请先登录'])
      expect(rootStore.user.isLoggedIn).toBe(false)
      expect(taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/user/user' })
    } finally {
      jest.useRealTimers()
    }
  })
})
