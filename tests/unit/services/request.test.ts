import Taro from '@tarojs/taro'
import { request, requestEnvelope } from '@/services/request'
import { ApiError } from '@/services/apiError'
import { rootStore } from '@/stores/RootStore'
import { httpAnswer, pageShows, spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'
import { makeUser } from '../../setup/fixtures'

const URL = 'http://127.0.0.1:3721/api/user/get_member'

let taro: TaroSpies
// the logout throttle lives for the module's lifetime: each test starts well past its window
let clock = 1_000_000

beforeEach(() => {
  clock += 60_000
  jest.useFakeTimers({ now: clock })
  rootStore.user.clearStorage()
  taro = spyOnTaro()
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const answer = (body: unknown, status = 200) => taro.request.mockResolvedValue(httpAnswer(body, status))
const sentOptions = () => taro.request.mock.calls[0][0]
const sentData = () => sentOptions().data as Record<string, unknown>

/** the rejection of a call, as an ApiError */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError)
    return e as ApiError
  }
  throw new Error('expected the call to reject')
}

describe('what is sent', () => {
  it('posts form-encoded to the base URL + path with a 60 s timeout', async () => {
    answer({ code: 1, msg: '', data: null })
    await request('api/user/get_member', { a: 'x' })
    expect(sentOptions()).toMatchObject({
      url: URL,
      method: 'POST',
      header: { 'content-type': 'application/x-www-form-urlencoded' },
      timeout: 60000,
      data: { a: 'x' },
    })
  })

  it('uses GET when asked', async () => {
    answer({ code: 1, msg: '', data: null })
    await request('api/AuthName/auth_info', {}, { method: 'GET' })
    expect(sentOptions().method).toBe('GET')
  })

  it('sends booleans as 1/0, objects as JSON, and leaves out empty values', async () => {
    answer({ code: 1, msg: '', data: null })
    await request('api/user/get_member', { on: true, off: false, list: [1, 2], none: null, gone: undefined, n: 3 })
    expect(sentData()).toEqual({ on: 1, off: 0, list: '[1,2]', n: 3 })
  })

  it('adds user_id, uid and token from the stored user when the caller gave no user_id', async () => {
    rootStore.user.signIn(makeUser({ user_id: '42', uid: '42', token: 'secret' }))
    answer({ code: 1, msg: '', data: null })
    await request('api/user/get_member', { a: 1 })
    expect(sentData()).toEqual({ a: 1, user_id: '42', uid: '42', token: 'secret' })
  })

  it('sends the token of a GET in the Authorization header, never in the url', async () => {
    rootStore.user.signIn(makeUser({ user_id: '42', uid: '42', token: 'secret' }))
    answer({ code: 1, msg: '', data: null })
    await request('api/AuthName/auth_info', {}, { method: 'GET' })
    expect(sentData()).toEqual({ user_id: '42', uid: '42' })
    expect(sentOptions().header).toEqual({ 'content-type': 'application/x-www-form-urlencoded', Authorization: 'Bearer secret' })
  })

  it('keeps the caller user_id and adds nothing', async () => {
    rootStore.user.signIn(makeUser({ user_id: '42', token: 'secret' }))
    answer({ code: 1, msg: '', data: null })
    await request('api/user/get_member', { user_id: '9' })
    expect(sentData()).toEqual({ user_id: '9' })
  })

  it('adds no identity when nobody is logged in', async () => {
    answer({ code: 1, msg: '', data: null })
    await request('api/user/get_member', {})
    expect(sentData()).toEqual({})
  })
})

describe('transport', () => {
  it('resolves data for any 2xx status', async () => {
    answer({ code: 1, msg: '', data: { n: 1 } }, 299)
    await expect(request('api/user/get_member', {})).resolves.toEqual({ n: 1 })
  })

  it.each([199, 302, 404, 500])('rejects status %i with kind http and toasts it', async (status) => {
    answer({ code: 1, msg: '', data: null }, status)
    const err = await failure(request('api/user/get_member', {}))
    expect(err.kind).toBe('http')
    expect(err.code).toBe(status)
    await pageShows()
    expect(toastTitles(taro)).toEqual([`请求失败（${status}）`])
  })

  it('rejects a network failure with 请求失败 (kind network) and toasts it for 2000 ms', async () => {
    taro.request.mockRejectedValue(new Error('request:fail timeout'))
    const err = await failure(request('api/user/get_member', {}))
    expect(err.kind).toBe('network')
    expect(err.message).toBe('请求失败')
    expect(taro.showToast).toHaveBeenCalledWith({ title: '请求失败', icon: 'none', duration: 2000 })
  })

  it('rejects a body that is not an envelope with 系统错误', async () => {
    answer('<html>502</html>')
    const err = await failure(request('api/user/get_member', {}))
    expect(err).toMatchObject({ kind: 'business', message: '系统错误' })
    await pageShows()
    expect(toastTitles(taro)).toEqual(['系统错误'])
  })

  it('stays quiet when silent, but still rejects', async () => {
    taro.request.mockRejectedValue(new Error('offline'))
    expect((await failure(request('api/User/w', {}, { silent: true }))).kind).toBe('network')
    answer({}, 500)
    expect((await failure(request('api/User/w', {}, { silent: true }))).kind).toBe('http')
    answer({ code: 0, msg: '不行', data: null })
    expect((await failure(request('api/User/w', {}, { silent: true }))).kind).toBe('business')
    answer(null)
    expect((await failure(request('api/User/w', {}, { silent: true }))).message).toBe('系统错误')
    expect(taro.showToast).not.toHaveBeenCalled()
  })
})

describe('loading indicator', () => {
  it('shows 加载中 or the given title', async () => {
    answer({ code: 1, msg: '', data: null })
    await request('api/user/get_member', {}, { loading: true })
    await request('api/user/get_member', {}, { loading: '提交中' })
    expect(taro.showLoading.mock.calls.map(([o]) => o)).toEqual([
      { title: '加载中', mask: true },
      { title: '提交中', mask: true },
    ])
  })

  it('is hidden after success, HTTP error, network failure and business error alike', async () => {
    answer({ code: 1, msg: '', data: null })
    await request('api/user/get_member', {}, { loading: true })
    answer({}, 500)
    await failure(request('api/user/get_member', {}, { loading: true }))
    taro.request.mockRejectedValue(new Error('offline'))
    await failure(request('api/user/get_member', {}, { loading: true }))
    answer({ code: 0, msg: '不行', data: null })
    await failure(request('api/user/get_member', {}, { loading: true }))
    expect(taro.showLoading).toHaveBeenCalledTimes(4)
    expect(taro.hideLoading).toHaveBeenCalledTimes(4)
  })

  it('is not touched when not asked for', async () => {
    answer({ code: 1, msg: '', data: null })
    await request('api/user/get_member', {})
    expect(taro.showLoading).not.toHaveBeenCalled()
    expect(taro.hideLoading).not.toHaveBeenCalled()
  })
})

describe('result codes', () => {
  it.each([1, 200])('code %i resolves the data', async (code) => {
    answer({ code, msg: 'ok', data: { pay: true } })
    await expect(request('api/User/w', {})).resolves.toEqual({ pay: true })
    expect(taro.showToast).not.toHaveBeenCalled()
  })

  describe.each([410000, 410001, 410002, 40000])('login code %i', (code) => {
    it('toasts 请先登录 and logs the stored user out', async () => {
      rootStore.user.signIn(makeUser())
      answer({ code, msg: 'token expired', data: null })
      const err = await failure(request('api/user/get_member', {}))
      expect(err).toMatchObject({ kind: 'login', message: '请先登录', code })
      await pageShows()
      await pageShows()
    expect(toastTitles(taro)).toEqual(['请先登录'])
      expect(rootStore.user.isLoggedIn).toBe(false)
      expect(taro.clearStorageSync).toHaveBeenCalledTimes(1)
      expect(taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/user/user' })
    })

    it('does not log out when the request carried no user', async () => {
      answer({ code, msg: '', data: null })
      await failure(request('api/user/get_member', {}))
      await pageShows()
      await pageShows()
    expect(toastTitles(taro)).toEqual(['请先登录'])
      expect(taro.reLaunch).not.toHaveBeenCalled()
      expect(taro.clearStorageSync).not.toHaveBeenCalled()
    })
  })

  it('logs out when the caller passed a token itself, with no stored user', async () => {
    answer({ code: 410001, msg: '', data: null })
    await failure(request('api/user/get_member', { token: 'old' }))
    expect(taro.reLaunch).toHaveBeenCalledTimes(1)
  })

  it('logs out once for a burst of login answers within 500 ms, again after', async () => {
    rootStore.user.signIn(makeUser())
    answer({ code: 410000, msg: '', data: null })
    await Promise.all([1, 2, 3].map(() => failure(request('api/user/get_member', {}))))
    expect(taro.reLaunch).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(499)
    rootStore.user.signIn(makeUser())
    await failure(request('api/user/get_member', {}))
    expect(taro.reLaunch).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1)
    await failure(request('api/user/get_member', {}))
    expect(taro.reLaunch).toHaveBeenCalledTimes(2)
    // the relaunches settle before the next test
    await pageShows()
  })

  it('tells a logout only once the personal center shows, so the relaunch cannot take the toast away', async () => {
    rootStore.user.signIn(makeUser())
    answer({ code: 410000, msg: '', data: null })
    await failure(request('api/user/get_member', {}))
    expect(taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/user/user' })
    // the relaunch has not put the personal center on screen yet: nothing said, nothing lost
    expect(toastTitles(taro)).toEqual([])
    await pageShows()
    expect(toastTitles(taro)).toEqual(['请先登录'])
    expect(taro.showToast).toHaveBeenLastCalledWith({ title: '请先登录', icon: 'none', duration: 2000 })
  })

  it('waits for the personal center itself: the page being left announcing itself does not count', async () => {
    rootStore.user.signIn(makeUser())
    answer({ code: 410000, msg: '', data: null })
    await failure(request('api/user/get_member', {}))
    Taro.eventCenter.trigger('__afterTaroRouterChange', { toLocation: { path: '/pages/index/index' } })
    await jest.advanceTimersByTimeAsync(10)
    expect(toastTitles(taro)).toEqual([])
    await pageShows()
    expect(toastTitles(taro)).toEqual(['请先登录'])
  })

  it('still tells a logout when the router never announces the page (5 s at most)', async () => {
    rootStore.user.signIn(makeUser())
    answer({ code: 100, msg: '已在其他设备登录', data: null })
    await failure(request('api/user/get_member', {}))
    await jest.advanceTimersByTimeAsync(4900)
    expect(toastTitles(taro)).toEqual([])
    await jest.advanceTimersByTimeAsync(200)
    expect(toastTitles(taro)).toEqual(['已在其他设备登录'])
  })

  it('100 toasts the server message and logs out', async () => {
    rootStore.user.signIn(makeUser())
    answer({ code: 100, msg: '您的账号已在其他设备登录', data: null })
    const err = await failure(request('api/user/get_member', {}))
    expect(err).toMatchObject({ kind: 'kicked', code: 100, message: '您的账号已在其他设备登录' })
    await pageShows()
    expect(toastTitles(taro)).toEqual(['您的账号已在其他设备登录'])
    expect(rootStore.user.isLoggedIn).toBe(false)
    expect(taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/user/user' })
  })

  it('33 toasts the info and clears storage after 300 ms, without navigating', async () => {
    rootStore.user.signIn(makeUser())
    answer({ code: 33, msg: '', info: '账号已被封禁', data: null })
    const err = await failure(request('api/user/get_member', {}))
    expect(err).toMatchObject({ kind: 'banned', code: 33, message: '账号已被封禁' })
    await pageShows()
    expect(toastTitles(taro)).toEqual(['账号已被封禁'])
    jest.advanceTimersByTime(299)
    expect(taro.clearStorageSync).not.toHaveBeenCalled()
    expect(rootStore.user.isLoggedIn).toBe(true)
    jest.advanceTimersByTime(1)
    expect(taro.clearStorageSync).toHaveBeenCalledTimes(1)
    expect(rootStore.user.isLoggedIn).toBe(false)
    expect(taro.reLaunch).not.toHaveBeenCalled()
  })

  it('-2 toasts the message and opens real-name verification', async () => {
    answer({ code: -2, msg: '请先完成实名认证', data: null })
    const err = await failure(request('api/user/get_member', {}))
    expect(err).toMatchObject({ kind: 'realname', code: -2 })
    await pageShows()
    expect(toastTitles(taro)).toEqual(['请先完成实名认证'])
    expect(taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/msyng/Settings/Verified' })
  })

  it.each([
    [100, '登录已失效，请重新登录'],
    [33, '账号已被禁用'],
    [-2, '请先完成实名认证'],
  ])('%i without a server message still says why (%s)', async (code, text) => {
    answer({ code, msg: '', data: null })
    expect((await failure(request('api/user/get_member', {}))).message).toBe(text)
    await pageShows()
    expect(toastTitles(taro)).toEqual([text])
  })

  it('other codes toast info, then msg, then message, then 系统错误, and reject as business', async () => {
    answer({ code: 0, info: '来自info', msg: '来自msg', data: null })
    expect(await failure(request('api/user/get_member', {}))).toMatchObject({ kind: 'business', code: 0, message: '来自info' })
    answer({ code: 404, msg: '比赛不存在', data: null })
    expect((await failure(request('api/user/get_member', {}))).message).toBe('比赛不存在')
    answer({ code: 5, msg: '', message: '来自message', data: null })
    expect((await failure(request('api/user/get_member', {}))).message).toBe('来自message')
    answer({ code: 5, msg: '', data: null })
    expect((await failure(request('api/user/get_member', {}))).message).toBe('系统错误')
    await pageShows()
    expect(toastTitles(taro)).toEqual(['来自info', '比赛不存在', '来自message', '系统错误'])
    expect(taro.showToast).toHaveBeenLastCalledWith({ title: '系统错误', icon: 'none', duration: 2000 })
  })

  describe('silent calls (background polls, the pay-module check) still tell the session codes', () => {
    it.each([410000, 410001, 410002, 40000])('%i toasts 请先登录 and logs out', async (code) => {
      rootStore.user.signIn(makeUser())
      answer({ code, msg: 'token revoked', data: null })
      expect((await failure(request('api/User/w', {}, { silent: true }))).kind).toBe('login')
      await pageShows()
      await pageShows()
    expect(toastTitles(taro)).toEqual(['请先登录'])
      expect(rootStore.user.isLoggedIn).toBe(false)
      expect(taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/user/user' })
    })

    it('100 toasts the message and logs out', async () => {
      rootStore.user.signIn(makeUser())
      answer({ code: 100, msg: '已在其他设备登录', data: null })
      await failure(request('api/user/get_member', {}, { silent: true }))
      await pageShows()
      await pageShows()
    expect(toastTitles(taro)).toEqual(['已在其他设备登录'])
      expect(taro.reLaunch).toHaveBeenCalledTimes(1)
      expect(rootStore.user.isLoggedIn).toBe(false)
    })

    it('33 toasts the info and clears storage 300 ms later', async () => {
      rootStore.user.signIn(makeUser())
      answer({ code: 33, msg: '', info: '账号已被封禁', data: null })
      await failure(request('api/User/w', {}, { silent: true }))
      await pageShows()
      await pageShows()
    expect(toastTitles(taro)).toEqual(['账号已被封禁'])
      jest.advanceTimersByTime(300)
      expect(rootStore.user.isLoggedIn).toBe(false)
    })

    it('-2 toasts and opens real-name verification', async () => {
      answer({ code: -2, msg: '', data: null })
      await failure(request('api/User/w', {}, { silent: true }))
      await pageShows()
      await pageShows()
    expect(toastTitles(taro)).toEqual(['请先完成实名认证'])
      expect(taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/msyng/Settings/Verified' })
    })

    it.each([
      [100, 'reLaunch'],
      [-2, 'navigateTo'],
    ] as const)('a burst of %i answers to different calls toasts and acts once', async (code, effect) => {
      rootStore.user.signIn(makeUser())
      answer({ code, msg: '会话已变更', data: null })
      await Promise.all([
        failure(request('api/User/w', {}, { silent: true })),
        failure(request('api/user/get_member', {}, { silent: true })),
        failure(request('api/user/get_member', {})),
      ])
      await pageShows()
      await pageShows()
    expect(toastTitles(taro)).toEqual(['会话已变更'])
      expect(taro[effect]).toHaveBeenCalledTimes(1)
    })

    it('a business code stays quiet', async () => {
      answer({ code: 0, msg: '不行', data: null })
      await failure(request('api/User/w', {}, { silent: true }))
      expect(taro.showToast).not.toHaveBeenCalled()
    })
  })
})

describe('skip-verify paths (login, register, send, zhaohuimima)', () => {
  it.each(['api/user/login', 'api/user/register', 'api/user/send', 'api/user/zhaohuimima'] as const)(
    '%s rejects with the server message and no toast, logout or navigation',
    async (path) => {
      rootStore.user.signIn(makeUser())
      for (const code of [0, 410000, 100, 33, -2]) {
        answer({ code, msg: `拒绝${code}`, data: null })
        // the payload shape does not matter to the wrapper's handling of the answer
        const err = await failure(request(path, {} as never))
        expect(err).toMatchObject({ kind: 'business', code, message: `拒绝${code}` })
      }
      jest.advanceTimersByTime(1000)
      expect(taro.showToast).not.toHaveBeenCalled()
      expect(taro.reLaunch).not.toHaveBeenCalled()
      expect(taro.navigateTo).not.toHaveBeenCalled()
      expect(taro.clearStorageSync).not.toHaveBeenCalled()
      expect(rootStore.user.isLoggedIn).toBe(true)
    },
  )

  it('a skip-verify answer with no message says 系统错误', async () => {
    answer({ code: 0, msg: '', data: null })
    expect((await failure(request('api/user/login', {} as never))).message).toBe('系统错误')
  })

  it('still resolves data on success', async () => {
    answer({ code: 1, msg: '', data: { ok: 1 } })
    await expect(request('api/user/send', {} as never)).resolves.toEqual({ ok: 1 })
  })
})

describe('requestEnvelope', () => {
  it('resolves the envelope whatever its code, with no code effects', async () => {
    rootStore.user.signIn(makeUser())
    answer({ code: 410000, msg: '未登录', data: null })
    await expect(requestEnvelope('api/user/get_member', {})).resolves.toEqual({ code: 410000, msg: '未登录', data: null })
    expect(taro.showToast).not.toHaveBeenCalled()
    expect(rootStore.user.isLoggedIn).toBe(true)
  })
})
