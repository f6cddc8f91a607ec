import { act, fireEvent, render, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import EssayLinkPage from '@/pages/msyng/essay/essaylink'
import EssayPage from '@/pages/msyng/essay/essay'
import { spyOnTaro, type TaroSpies } from '../../setup/taroSpies'

let spies: TaroSpies
function openWith(params: Record<string, string>) {
  Current.router = { params, path: '/pages/msyng/essay/essaylink', $taroPath: 'essaylink', onReady: '', onHide: '', onShow: '' }
}
beforeEach(() => {
  spies = spyOnTaro()
})
afterEach(() => {
  Current.router = null
  jest.restoreAllMocks()
})

const webViewSrc = (container: HTMLElement) => container.querySelector('taro-web-view-core')?.getAttribute('src') ?? null

test('a real https address opens in the web-view under its title', () => {
  const url = 'https://www.tiyu-app.cn/agreement.html?v=2026'
  openWith({ url: encodeURIComponent(url), title: encodeURIComponent('用户服务协议') })
  const { container } = render(<EssayLinkPage />)
  expect(webViewSrc(container)).toBe(url)
  expect(screen.getAllByText('用户服务协议').length).toBeGreaterThan(0)
  expect(screen.queryByText('链接地址无效，无法打开')).toBeNull()
})

test.each([
  ['a missing url', {}],
  ['a non-web address', { url: encodeURIComponent('javascript:alert(1)') }],
])('%s shows the invalid-link state and no web-view', (_, params: Record<string, string>) => {
  openWith(params)
  const { container } = render(<EssayLinkPage />)
  expect(screen.getByText('链接地址无效，无法打开')).toBeTruthy()
  expect(webViewSrc(container)).toBeNull()
})

test('the agreement page opens its online version in essaylink', async () => {
  // offline: the bundled agreement carries the link too
  spies.request.mockImplementation((() => Promise.reject({ errMsg: 'request:fail' })) as never)
  render(<EssayPage />)
  const link = await screen.findByTestId('document-online')
  await act(async () => void fireEvent.click(link))
  const [{ url }] = spies.navigateTo.mock.calls[0] as [{ url: string }]
  expect(url).toBe(`/pages/msyng/essay/essaylink?url=${encodeURIComponent('https://www.tiyu-app.cn/agreement.html')}&title=${encodeURIComponent('用户服务协议')}`)
})
