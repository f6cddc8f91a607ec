import Taro from '@tarojs/taro'
import { requireLogin } from '@/navigation/loginGuard'
import { FULL_APP_HINT } from '@/navigation/fullAppHint'
import { pendingActions } from '@/stores/pendingActionStore'
import * as singlePage from '@/platform/singlePageMode'
import { emitServiceEvent } from '@/services/serviceEvents'
import { ApiError } from '@/services/apiError'

afterEach(() => jest.restoreAllMocks())

test('opened from Moments, an action that needs login points to the full mini program and neither remembers it nor opens the login', () => {
  jest.useFakeTimers()
  try {
    jest.spyOn(singlePage, 'isSinglePageMode').mockReturnValue(true)
    const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    const remember = jest.spyOn(pendingActions, 'remember')
    expect(requireLogin({ kind: 'follow', route: 'matchDetail', params: { id: 5 }, label: '曼联 vs 切尔西' })).toBe(false)
    jest.advanceTimersByTime(5000)
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: FULL_APP_HINT }))
    expect(navigate).not.toHaveBeenCalled()
    expect(remember).not.toHaveBeenCalled()
  } finally {
    jest.useRealTimers()
  }
})

test('opened from Moments, a call the server answers with "log in first" points to the full mini program too', () => {
  jest.useFakeTimers()
  try {
    jest.spyOn(singlePage, 'isSinglePageMode').mockReturnValue(true)
    const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    emitServiceEvent({ type: 'requestFailed', error: new ApiError('login', '请先登录', 410000), silent: true, hadUser: false })
    jest.advanceTimersByTime(1000)
    const titles = toast.mock.calls.map(([o]) => (o as { title: string }).title)
    expect(titles).toContain(FULL_APP_HINT)
    expect(titles).not.toContain('请先登录')
  } finally {
    jest.useRealTimers()
  }
})
