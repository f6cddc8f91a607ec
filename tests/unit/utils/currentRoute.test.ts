import Taro from '@tarojs/taro'
import { currentRouteParams, currentRoutePath, currentSharePath } from '@/utils/currentRoute'

/** what Taro's router reports for the shown page */
function showPage(path: string | undefined, params: Record<string, string | undefined> = {}) {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({
    router: path === undefined ? null : { path, params, onReady: '', onHide: '', onShow: '' },
  } as unknown as ReturnType<typeof Taro.getCurrentInstance>)
}

afterEach(() => jest.restoreAllMocks())

describe('currentRoute', () => {
  it('gives the route without leading slash or query', () => {
    showPage('/pages/msyng/Xq/Xq?id=5')
    expect(currentRoutePath()).toBe('pages/msyng/Xq/Xq')
    showPage('pages/index/index')
    expect(currentRoutePath()).toBe('pages/index/index')
  })

  it('is empty with no router yet', () => {
    showPage(undefined)
    expect(currentRoutePath()).toBe('')
    expect(currentRouteParams()).toEqual({})
  })

  it('keeps the page parameters and drops Taro internal ones', () => {
    showPage('/pages/msyng/Xq/Xq', { id: '5', type: '1', $taroTimestamp: '123', stamp: '9', gone: undefined })
    expect(currentRouteParams()).toEqual({ id: '5', type: '1' })
  })

  it('builds the share path: same page, same parameters, encoded', () => {
    showPage('/pages/msyng/Xq/Xq', { id: '5', name: '皇马&巴萨' })
    expect(currentSharePath()).toBe('/pages/msyng/Xq/Xq?id=5&name=%E7%9A%87%E9%A9%AC%26%E5%B7%B4%E8%90%A8')
    showPage('/pages/index/index')
    expect(currentSharePath()).toBe('/pages/index/index')
  })
})
