import type { UserInfo } from '../../types/api/account'
import type { TestServer } from '../server/helpers'
import { loadPage } from './harness'
import { readAppJson } from './build'
import { startStandIn } from './standInServer'

/**
 * WeChat's privacy check in the real mini-program runtime: app.json declares __usePrivacyCheck__,
 * and choosing a picture waits for the app's own popup (同意 goes on, 拒绝 lets the picker fail).
 */
let server: TestServer

beforeAll(async () => {
  server = await startStandIn({ payModule: false })
})
afterAll(() => server.close())

async function member(code: string): Promise<UserInfo> {
  const res = await server.call<UserInfo>('api/user/xin_login', { code })
  expect(res.code).toBe(1)
  return res.data
}

test('app.json asks WeChat for the privacy check', () => {
  expect((readAppJson() as unknown as { __usePrivacyCheck__?: boolean }).__usePrivacyCheck__).toBe(true)
})

test('choosing a picture shows the app’s privacy popup; 同意 lets the picker go on and the popup closes', async () => {
  const userInfo = await member('weapp-privacy-agree')
  const page = await loadPage('pages/msyng/review/append', { server: server.app, storage: { userInfo, user_id: userInfo.user_id } })
  try {
    expect(page.errors).toEqual([])
    expect(page.hasText('隐私保护提示')).toBe(false)
    await page.tap('[class*="image-uploader__add"]')
    expect(page.hasText('隐私保护提示')).toBe(true)
    expect(page.hasText('《隐私政策》')).toBe(true)
    expect(page.log.privacyApisRun).toEqual([])
    await page.tap('[class*="privacy-popup__button--agree"]')
    expect(page.log.privacy).toEqual(['chooseImage: agree'])
    expect(page.log.privacyApisRun).toEqual(['chooseImage'])
    expect(page.hasText('隐私保护提示')).toBe(false)
  } finally {
    page.unload()
  }
})

test('拒绝 closes the popup and the picker fails quietly: nothing is chosen, no upload', async () => {
  const userInfo = await member('weapp-privacy-refuse')
  const page = await loadPage('pages/msyng/review/append', { server: server.app, storage: { userInfo, user_id: userInfo.user_id } })
  try {
    await page.tap('[class*="image-uploader__add"]')
    expect(page.hasText('隐私保护提示')).toBe(true)
    await page.tap('[class*="privacy-popup__button"]')
    expect(page.log.privacy).toEqual(['chooseImage: disagree'])
    expect(page.log.privacyApisRun).toEqual([])
    expect(page.hasText('隐私保护提示')).toBe(false)
    expect(page.log.requests.filter((r) => r.includes('upload'))).toEqual([])
  } finally {
    page.unload()
  }
})
