import { eventually, startE2E, type E2EApp } from './harness'

const FREE_TABS = ['首页', '赛事', '我的']
const ALL_TABS = ['首页', '赛事', '精选', '专家', '我的']

let app: E2EApp

beforeAll(async () => {
  app = await startE2E({ payModule: false })
})
afterAll(() => app?.close())

// DESIGN §3 on H5: the tab bar follows the pay-module flag, re-read whenever the app shows again
test('home shows three tabs while the pay module is off, five once it is on and the app shows again', async () => {
  await app.openPage('')
  expect(await app.title()).toBe('体育')
  expect(await eventually(() => app.tabs(), FREE_TABS)).toEqual(FREE_TABS)
  await app.screenshot('home')

  await app.setSetting('pay_module', '1')
  await app.showAgain()
  expect(await eventually(() => app.tabs(), ALL_TABS)).toEqual(ALL_TABS)
})

test('a subpackage page opens by its hash route', async () => {
  await app.openPage('#/pages/msyng/essay/essay')
  expect(await app.title()).toBe('用户协议')
})
