import crypto from 'node:crypto'
import { SANDBOX_JSAPI_TICKET } from '../../mocks/config'
import { isSignableUrl, jssdkSignature } from '../../mocks/features/account/services/wechatJssdk'
import type { JssdkConfig } from '../../types/api/account'
import { startTestServer, type TestServer } from './helpers'

/** the H5 inside WeChat's browser: wx.config signed by the stand-in (docs/operations.md, "JS-SDK signature") */

const H5 = 'http://localhost:3721'
let s: TestServer

beforeAll(async () => {
  s = await startTestServer({ env: { CORS_ORIGINS: `${H5},https://m.tiyu-app.cn` } })
})
afterAll(() => s.close())

test('the signature matches the worked example of WeChat\'s JS-SDK documentation (附录1)', () => {
  // WeChat's own example: these four fields sign to 0f9de62f…; a change of order, escaping or case breaks it
  expect(jssdkSignature({
    jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
    nonceStr: 'Wm3WZYTPz0wzccnW',
    timestamp: 1414587457,
    url: 'http://mp.weixin.qq.com?params=value',
  })).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed')
})

test('the endpoint signs the page address with the sandbox ticket at the server\'s clock', async () => {
  const url = `${H5}/?from=timeline`
  const res = await s.call<JssdkConfig>('api/wechat/jssdk_config', { url })
  expect(res.code).toBe(1)
  const cfg = res.data
  expect(cfg.appId).toBe(s.config.wechatAppId)
  expect(cfg.timestamp).toBe(Math.floor(s.clock.now() / 1000))
  expect(cfg.nonceStr).toMatch(/^[A-Za-z0-9]{16}$/)
  // recomputed here from the documented string, not through the server's function
  const text = `jsapi_ticket=${SANDBOX_JSAPI_TICKET}&noncestr=${cfg.nonceStr}&timestamp=${cfg.timestamp}&url=${url}`
  expect(cfg.signature).toBe(crypto.createHash('sha1').update(text).digest('hex'))
  // a fresh nonce each time: two configurations never share one
  const again = await s.call<JssdkConfig>('api/wechat/jssdk_config', { url })
  expect(again.data.nonceStr).not.toBe(cfg.nonceStr)
})

test('a page of another origin, with a fragment, or not a web address gets no signature', async () => {
  const refused = ['https://evil.example.com/', `${H5}/#/pages/index/index`, 'javascript:alert(1)', 'ftp://localhost:3721/', 'not a url', `${H5}.evil.com/`]
  for (const url of refused) {
    const res = await s.call('api/wechat/jssdk_config', { url })
    expect({ url, code: res.code, data: res.data }).toEqual({ url, code: 0, data: null })
    expect(res.msg).toContain('url')
  }
  const missing = await s.call('api/wechat/jssdk_config', {})
  expect(missing.code).toBe(0)
  expect(missing.msg).toContain('缺少页面地址 url')
  const second = await s.call('api/wechat/jssdk_config', { url: 'https://m.tiyu-app.cn/index.html' })
  expect(second.code).toBe(1)
})

test('the allowed-origin check compares whole origins', () => {
  expect(isSignableUrl('https://m.tiyu-app.cn/', ['https://m.tiyu-app.cn'])).toBe(true)
  expect(isSignableUrl('https://m.tiyu-app.cn:8443/', ['https://m.tiyu-app.cn'])).toBe(false)
  expect(isSignableUrl('http://m.tiyu-app.cn/', ['https://m.tiyu-app.cn'])).toBe(false)
})
