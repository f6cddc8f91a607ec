import { ResultCode } from '../../types/envelope'
import { startTestServer, type TestServer } from './helpers'

describe('stand-in server skeleton', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startTestServer({ env: { PAY_MODULE: '0' } })
  })
  afterAll(() => s.close())

  it('answers the pay-module flag in the envelope, from the operator setting', async () => {
    const res = await s.call<{ pay: boolean }>('api/User/w')
    expect(res).toMatchObject({ status: 200, code: ResultCode.OK, data: { pay: false } })
  })

  it('lets the operator turn the pay module on at run time', async () => {
    const denied = await s.app.inject({ method: 'POST', url: '/admin/settings', payload: { key: 'pay_module', value: '1' } })
    expect(denied.statusCode).toBe(403)
    await s.app.inject({ method: 'POST', url: '/admin/settings', payload: { key: 'pay_module', value: '1' }, headers: { 'x-admin-token': s.config.adminToken } })
    const res = await s.call<{ pay: boolean }>('api/User/w', {}, 'GET')
    expect(res.data.pay).toBe(true)
  })

  it('announces the release the operator sets as the version of the VER text', async () => {
    const before = await s.call<{ version: string; text: string[] }>('api/index/shuju', { content: 'VER' })
    expect(before.data.version).toBe('1.3.5')
    await s.app.inject({ method: 'POST', url: '/admin/settings', payload: { key: 'app_version', value: '1.3.6 (252)' }, headers: { 'x-admin-token': s.config.adminToken } })
    const after = await s.call<{ version: string; text: string[] }>('api/index/shuju', { content: 'VER' })
    expect(after.data).toMatchObject({ version: '1.3.6 (252)', text: before.data.text })
    const about = await s.call<{ version: string }>('api/index/shuju', { content: 'ABOUT' })
    expect(about.data.version).toBe('1.3.5')
  })

  it('answers an unknown path with a clear envelope, not a stack trace', async () => {
    const res = await s.call('api/Nope/nothing')
    expect(res.status).toBe(404)
    expect(res.code).toBe(ResultCode.NOT_FOUND)
    expect(res.msg).toContain('api/Nope/nothing')
  })

  it('answers a malformed JSON body with an envelope error', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/User/w', payload: '{bad json', headers: { 'content-type': 'application/json' } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: ResultCode.FAIL, msg: '请求内容不是合法的 JSON', data: null })
  })
})
