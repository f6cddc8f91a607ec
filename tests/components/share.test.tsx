import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import ShareButton from '@/components/layout/ShareButton/index'
import { useShareMenu } from '@/platform/useShareMenu.weapp'
import { spyOnTaro, toastTitles, type TaroSpies } from '../setup/taroSpies'
import LoginPage from '@/pages/msyng/Register/login'
import ChooseLoginPage from '@/pages/msyng/Register/chooselogin'
import RegisterPage from '@/pages/msyng/Register/Register'
import ForgotPage from '@/pages/msyng/Register/Forgot'
import AboutPage from '@/pages/user/about'

const ROUTE = '/pages/msyng/sportsSetails/sportsSetails'
const PARAMS = { id: '5', tab: '指数' }
const SHARED_PATH = `${ROUTE}?id=5&tab=${encodeURIComponent('指数')}`

let spies: TaroSpies
let clipboard: jest.SpyInstance
beforeEach(() => {
  Current.router = { params: { ...PARAMS, $taroTimestamp: '1' }, path: ROUTE, $taroPath: 'sportsSetails', onReady: '', onHide: '', onShow: '' }
  spies = spyOnTaro()
  clipboard = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
})
afterEach(() => {
  Current.router = null
  delete (navigator as { share?: unknown }).share
  jest.restoreAllMocks()
})

function withWebShare(impl: () => Promise<void>) {
  const share = jest.fn(impl)
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true })
  return share
}
const tapShare = async () => {
  render(<ShareButton title='曼联 vs 切尔西' />)
  await act(async () => void fireEvent.click(screen.getByTestId('share-button')))
}
const expectedUrl = () => `${location.origin}${location.pathname}#${SHARED_PATH}`

describe('H5 share button', () => {
  it('uses the Web Share sheet and copies nothing when it shares', async () => {
    const share = withWebShare(() => Promise.resolve())
    await tapShare()
    expect(share).toHaveBeenCalledWith({ title: '曼联 vs 切尔西', url: expectedUrl() })
    expect(clipboard).not.toHaveBeenCalled()
    expect(toastTitles(spies)).toEqual([])
  })

  it('does nothing when the user dismisses the sheet', async () => {
    withWebShare(() => Promise.reject(new DOMException('Share canceled', 'AbortError')))
    await tapShare()
    expect(clipboard).not.toHaveBeenCalled()
    expect(toastTitles(spies)).toEqual([])
  })

  it('copies the page link with its path and query where there is no share sheet', async () => {
    await tapShare()
    expect(clipboard).toHaveBeenCalledWith({ data: expectedUrl() })
    expect(toastTitles(spies)[0]).toContain('链接已复制')
  })
})

describe('mini-program share menu', () => {
  it('shares to a chat and to the timeline with the same page and parameters as H5', () => {
    const message = jest.spyOn(Taro, 'useShareAppMessage').mockImplementation(() => undefined)
    const timeline = jest.spyOn(Taro, 'useShareTimeline').mockImplementation(() => undefined)
    renderHook(() => useShareMenu({ title: '曼联 vs 切尔西', enabled: true }))
    const chat = (message.mock.calls[0][0] as () => { title: string; path: string })()
    const moments = (timeline.mock.calls[0][0] as () => { title: string; query: string })()
    expect(chat).toEqual({ title: '曼联 vs 切尔西', path: SHARED_PATH })
    expect(`${ROUTE}?${moments.query}`).toBe(SHARED_PATH)
    expect(expectedUrl().split('#')[1]).toBe(chat.path)
  })

  it('a page not to be shared (login) hides 转发 and 分享到朋友圈; a shareable one leaves them', () => {
    jest.spyOn(Taro, 'useShareAppMessage').mockImplementation(() => undefined)
    jest.spyOn(Taro, 'useShareTimeline').mockImplementation(() => undefined)
    const hide = jest.spyOn(Taro, 'hideShareMenu').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    renderHook(() => useShareMenu({ title: '曼联 vs 切尔西', enabled: true }))
    expect(hide).not.toHaveBeenCalled()
    renderHook(() => useShareMenu({ title: '登录', enabled: false }))
    expect(hide).toHaveBeenCalledWith({ menus: ['shareAppMessage', 'shareTimeline'] })
  })
})

describe('pages nobody should be sent have no share button', () => {
  it.each([
    ['登录', LoginPage],
    ['登录 (choice)', ChooseLoginPage],
    ['注册', RegisterPage],
    ['找回密码', ForgotPage],
  ])('%s', (_name, Page) => {
    render(<Page />)
    expect(screen.queryByTestId('share-button')).toBeNull()
  })

  it('while an ordinary page keeps it', () => {
    render(<AboutPage />)
    expect(screen.getByTestId('share-button')).toBeTruthy()
  })
})
