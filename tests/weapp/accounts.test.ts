import type { UserInfo } from '../../types/api/account'
import type { TestServer } from '../server/helpers'
import { loadPage } from './harness'
import { startStandIn } from './standInServer'

let server: TestServer

beforeAll(async () => {
  server = await startStandIn({ payModule: true })
})
afterAll(() => server.close())

/** a real session on the stand-in: the WeChat login the mini program itself would make */
async function signedInStorage(code: string): Promise<Record<string, unknown>> {
  const res = await server.call<UserInfo>('api/user/xin_login', { code })
  expect(res.code).toBe(1)
  return { userInfo: res.data, user_id: res.data.user_id }
}

test('the login page renders both ways in and checks the form before sending', async () => {
  const page = await loadPage('pages/msyng/Register/login', { server: server.app })
  try {
    expect(page.errors).toEqual([])
    expect(page.title()).toBe('登录')
    expect(page.hasText('密码登录')).toBe(true)
    expect(page.hasText('验证码登录')).toBe(true)
    await page.tap('[class*="form-submit__button"]')
    expect(page.hasText('请输入手机号')).toBe(true)
    expect(page.log.requests.filter((r) => r.includes('api/user/login'))).toEqual([])
  } finally {
    page.unload()
  }
})

test('the choose-login page offers WeChat login inside the mini program', async () => {
  const page = await loadPage('pages/msyng/Register/chooselogin', { server: server.app })
  try {
    expect(page.errors).toEqual([])
    expect(page.hasText('微信一键登录')).toBe(true)
    expect(page.hasText('手机号登录')).toBe(true)
  } finally {
    page.unload()
  }
})

test('the personal center logged out: a login prompt, no member request, no logout', async () => {
  const page = await loadPage('pages/user/user', { server: server.app })
  try {
    expect(page.errors).toEqual([])
    expect(page.hasText('未登录')).toBe(true)
    expect(page.hasText('退出登录')).toBe(false)
    expect(page.log.requests).not.toContain('POST api/user/get_member')
    await page.tap('[class*="user-card__login"]')
    expect(page.log.navigations).toContain('navigateTo /pages/msyng/Register/chooselogin')
  } finally {
    page.unload()
  }
})

test('the personal center logged in: the member info from the server, the logout button', async () => {
  const storage = await signedInStorage('wx-weapp-center')
  const nickname = (storage.userInfo as UserInfo).nickname
  const page = await loadPage('pages/user/user', { server: server.app, storage })
  try {
    expect(page.errors).toEqual([])
    expect(page.log.requests).toContain('POST api/user/get_member')
    expect(page.hasText(nickname)).toBe(true)
    expect(page.hasText('金币')).toBe(true)
    expect(page.hasText('退出登录')).toBe(true)
    expect(page.hasText('未登录')).toBe(false)
    // an ordinary member: no expert pay entries even with the pay module on
    expect(page.hasText('我的钱包')).toBe(false)
    expect(page.hasText('开通VIP')).toBe(true)
  } finally {
    page.unload()
  }
})
