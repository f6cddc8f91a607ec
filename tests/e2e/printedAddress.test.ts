/**
 * What a new user does first (issue 18): opens the very address the stand-in prints
 * (`http://localhost:<port>/`, not the 127.0.0.1 the suite's other files use), logs in, consenting
 * to the agreement, and uploads a picture. The H5 build is made with the default API base (`/`):
 * every call goes to the origin that served the page, so a cookie-sending upload is not dropped by
 * CORS as it was when the build called http://127.0.0.1:3721/ from http://localhost:3721/.
 */
import { startE2E, type E2EApp, textBoxOf } from './harness'

const DEMO = { mobile: '13800138000', password: 'demo123456' }
/** a 1x1 red PNG, as a phone album would hand it over */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64')

let app: E2EApp
let printed: string
const apiOrigins = new Set<string>()

beforeAll(async () => {
  app = await startE2E({ payModule: false })
  const line = /在浏览器打开 (\S+)/.exec(app.serverLog())
  if (!line) throw new Error(`the server printed no address:\n${app.serverLog()}`)
  printed = line[1]
  app.page.on('request', (req) => {
    if (req.url().includes('/api/')) apiOrigins.add(new URL(req.url()).origin)
  })
})
afterAll(() => app?.close())

const shown = () => app.page.locator('.taro_page.taro_page_show').last()
const byTestId = (id: string) => shown().locator(`[data-testid="${id}"]`)
const fill = (field: string, value: string) => textBoxOf(byTestId(`field-${field}`)).fill(value)

async function open(hash: string): Promise<void> {
  await app.page.goto(`${printed}${hash}`)
  await shown().locator('.nav-bar__title').waitFor({ state: 'visible', timeout: 30_000 })
}

test('the server prints http://localhost:<port>/ and the app opens there', async () => {
  expect(printed).toBe(`http://localhost:${new URL(app.baseUrl).port}/`)
  await open('')
  expect(await app.tabs()).toContain('首页')
})

test('log in at the printed address: refused until the agreement is ticked, then signed in', async () => {
  await open('#/pages/msyng/Register/login')
  await fill('mobile', DEMO.mobile)
  await fill('password', DEMO.password)
  await byTestId('form-submit').click()
  await app.page.locator('.taro__toast p').filter({ hasText: '请先阅读并同意用户协议和隐私政策' }).waitFor({ state: 'visible', timeout: 10_000 })
  expect(await byTestId('error-agreement').textContent()).toBe('请先阅读并同意用户协议和隐私政策')
  await byTestId('agreement-box').click()
  await byTestId('form-submit').click()
  await app.page.waitForURL(/pages\/user\/user/, { timeout: 15_000 })
  await byTestId('user-card-member').waitFor({ state: 'visible', timeout: 15_000 })
})

test('change the avatar at the printed address: the upload succeeds and the picture shows', async () => {
  await open('#/pages/msyng/Settings/Settings')
  await byTestId('avatar-row').waitFor({ state: 'visible', timeout: 15_000 })
  const [chooser] = await Promise.all([app.page.waitForEvent('filechooser', { timeout: 10_000 }), byTestId('avatar-row').first().click()])
  await chooser.setFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG })
  await app.page.getByText('头像已更新').waitFor({ timeout: 15_000 })
  expect(await app.page.getByText('图片上传失败').count()).toBe(0)
  const avatar = byTestId('avatar-row').locator('img').first()
  // 100 design px (50 px) on the 375 px @2× screen: the 100 px thumbnail
  expect(await avatar.getAttribute('src')).toMatch(/^\/uploads\/[\w.-]+\?w=100$/)
  // the browser loaded it from the printed origin
  await app.page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await avatar.elementHandle(), { timeout: 10_000 })
})

test('every API call went to the printed origin itself', () => {
  expect([...apiOrigins]).toEqual([new URL(printed).origin])
})
