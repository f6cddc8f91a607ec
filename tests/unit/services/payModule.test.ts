import { refreshPayModule } from '@/services/payModule'
import { rootStore } from '@/stores/RootStore'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../../setup/taroSpies'

let taro: TaroSpies
beforeEach(() => {
  taro = spyOnTaro()
  rootStore.app.setPayModule(false)
})
afterEach(() => jest.restoreAllMocks())

describe('refreshPayModule', () => {
  it('shows the paid tabs when the server says true', async () => {
    taro.request.mockResolvedValue(httpAnswer({ code: 1, msg: '', data: { pay: true } }))
    await expect(refreshPayModule()).resolves.toBe(true)
    expect(rootStore.app.payModule).toBe(true)
    expect(taro.request.mock.calls[0][0].url).toBe('http://127.0.0.1:3721/api/User/w')
  })

  it('hides them when the server says false', async () => {
    rootStore.app.setPayModule(true)
    taro.request.mockResolvedValue(httpAnswer({ code: 1, msg: '', data: { pay: false } }))
    await expect(refreshPayModule()).resolves.toBe(false)
    expect(rootStore.app.payModule).toBe(false)
  })

  it.each([
    ['a network failure', () => taro.request.mockRejectedValue(new Error('offline'))],
    ['an HTTP error', () => taro.request.mockResolvedValue(httpAnswer({}, 502))],
    ['a business error', () => taro.request.mockResolvedValue(httpAnswer({ code: 0, msg: '维护中', data: null }))],
  ])('hides them, silently, after %s', async (_what, arrange) => {
    rootStore.app.setPayModule(true)
    arrange()
    await expect(refreshPayModule()).resolves.toBe(false)
    expect(rootStore.app.payModule).toBe(false)
    expect(taro.showToast).not.toHaveBeenCalled()
  })
})
