import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import CustomerServicePage from '@/pages/user/customeRservice'
import CommonalityPage from '@/pages/user/commonality'
import PrivacyPolicyPage from '@/pages/msyng/essay/PrivacyPolicy'
import { PLAY_RULES } from '@contract/content/playRules'
import { PRIVACY_POLICY } from '@contract/content/privacyPolicy'
import { SITE_TEXTS } from '../../../mocks/features/account/services/siteTexts'
import { firePageEvent } from '../../setup/pageEvents'
import { httpAnswer, spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'

let spies: TaroSpies
beforeEach(() => {
  spies = spyOnTaro()
})
afterEach(() => jest.restoreAllMocks())

/** answers api/index/shuju as the stand-in server does, with an edit to show it is the server's copy */
function serveTexts(edit: (key: string, text: (typeof SITE_TEXTS)[string]) => (typeof SITE_TEXTS)[string] = (_, t) => t) {
  spies.request.mockImplementation(((o: { data: { content: string } }) =>
    Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { content: o.data.content, ...edit(o.data.content, SITE_TEXTS[o.data.content]) } }))) as never)
}
const failRequests = () => spies.request.mockImplementation((() => Promise.reject({ errMsg: 'request:fail' })) as never)
const settle = () => act(async () => undefined)

test('customer service shows the server’s channels and hours, with the one support e-mail', async () => {
  serveTexts((_, t) => ({ ...t, sections: [{ heading: '服务时间', paragraphs: ['每天 08:00 - 23:00（服务器）'] }] }))
  render(<CustomerServicePage />)
  await settle()
  expect(screen.getByTestId('channel-email').textContent).toContain('service@tiyu-app.cn')
  expect(screen.getByText('每天 08:00 - 23:00（服务器）')).toBeTruthy()
  expect(screen.queryByTestId('document-offline')).toBeNull()
  const [{ data }] = spies.request.mock.calls[0] as [{ data: { content: string } }]
  expect(data.content).toBe('SERVICE')
  // the copy button copies what the server gave
  const clip = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
  await act(async () => void fireEvent.click(screen.getByTestId('copy-email')))
  expect(clip).toHaveBeenCalledWith({ data: 'service@tiyu-app.cn' })
  expect(toastTitles(spies)).toContain('客服邮箱已复制')
})

test('without the server, customer service shows the bundled text and says so, silently', async () => {
  failRequests()
  render(<CustomerServicePage />)
  await settle()
  expect(screen.getByTestId('document-offline').textContent).toContain('内置版本')
  expect(screen.getByTestId('channel-phone').textContent).toContain('400-820-6688')
  expect(screen.getByText('每天 09:00 - 22:00（节假日照常）')).toBeTruthy()
  expect(toastTitles(spies)).toEqual([])
})

test('play rules show the server’s wording, and pull-to-refresh fetches it again', async () => {
  serveTexts((_, t) => ({ ...t, title: '玩法规则（2026 版）', intro: undefined, sections: undefined, text: ['服务器的规则说明'] }))
  render(<CommonalityPage />)
  await settle()
  expect(screen.getByText('玩法规则（2026 版）')).toBeTruthy()
  expect(screen.getByText('服务器的规则说明')).toBeTruthy()
  expect(screen.queryByText(PLAY_RULES.sections[0].heading)).toBeNull()
  const stop = jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined as never)
  await act(async () => void (await firePageEvent('onPullDownRefresh')))
  expect(spies.request).toHaveBeenCalledTimes(2)
  expect(stop).toHaveBeenCalled()
})

test('the privacy policy falls back to the bundled copy when the request fails', async () => {
  failRequests()
  render(<PrivacyPolicyPage />)
  await settle()
  expect(screen.getByText(PRIVACY_POLICY.sections[0].heading)).toBeTruthy()
  expect(screen.getByTestId('document-offline')).toBeTruthy()
})

test('the server serves the bundled wording, so online and offline agree', () => {
  expect(SITE_TEXTS.SERVICE.contacts?.find((c) => c.key === 'email')?.value).toBe('service@tiyu-app.cn')
  expect(SITE_TEXTS.PRIVACY.sections).toEqual(PRIVACY_POLICY.sections)
  expect(JSON.stringify(SITE_TEXTS)).not.toContain('tiyu.example')
})
