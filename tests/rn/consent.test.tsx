import { act, type ReactTestInstance } from 'react-test-renderer'
import { rootStore } from '@/stores/RootStore'
import { fakeServer, renderPage, settle, tap, texts, type FakeServer, type RenderedPage } from './harness'

/**
 * The login form on React Native asks for consent to 用户协议 and 隐私政策 like every target:
 * the box and both links show, and a login without the box ticked is refused before anything is sent.
 */
let server: FakeServer
let page: RenderedPage | undefined

beforeEach(() => {
  act(() => rootStore.user.clearStorage())
})
afterEach(() => {
  page?.unmount()
  page = undefined
})

/** types into the form field `name` as the RN TextInput reports it */
async function typeInto(shown: RenderedPage, name: string, value: string): Promise<void> {
  const [field] = shown.byTestId(`field-${name}`)
  const input = field.findAll((n: ReactTestInstance) => typeof n.props.onChangeText === 'function')[0]
  await settle(() => input.props.onChangeText(value))
}

test('the login form shows the agreement with both documents and refuses a login until it is ticked', async () => {
  server = fakeServer({})
  page = await renderPage('pages/msyng/Register/login')
  const [agreement] = page.byTestId('field-agreement')
  expect(texts(agreement).join('')).toBe('我已阅读并同意《用户协议》和《隐私政策》')

  await typeInto(page, 'mobile', '13812345678')
  await typeInto(page, 'password', 'secret88')
  await tap(page.byTestId('form-submit')[0])
  expect(texts(page.byTestId('error-agreement')[0]).join('')).toBe('请先阅读并同意用户协议和隐私政策')
  expect(server.calls.map((c) => c.path)).toEqual([])
})
