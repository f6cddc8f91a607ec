import { Writable } from 'node:stream'
import { ResultCode } from '../../types/envelope'
import { idCardCheckChar } from '../../types/validation/idCard'
import { openDb } from '../../mocks/features'
import { readConfig } from '../../mocks/config'
import type { Db } from '../../mocks/db'
import { startTestServer, type TestServer } from './helpers'
import { callFrom, captureSmsLog, codeFor, registerUser } from './account.helpers'

/** issue 23: the stand-in under hostile traffic (account feature and request handling) */

const idFor = (region: string, birth: string, seq = '123') => {
  const first17 = region + birth + seq
  return first17 + idCardCheckChar(first17)
}

describe('hostile traffic: account and request handling', () => {
  let s: TestServer
  let db: Db
  let sms: ReturnType<typeof captureSmsLog>
  beforeAll(async () => {
    sms = captureSmsLog()
    db = openDb(':memory:')
    s = await startTestServer({ db })
  })
  afterAll(async () => {
    sms.restore()
    await s.close()
  })

  describe('real-name verification', () => {
    it('accepts POST (the app sends it so), GET stays for older apps', async () => {
      const user = await registerUser(s, '13700000001')
      const post = await s.call('api/AuthName/auth', { token: user.token, name: '张三', id_card: idFor('110105', '19900307') }, 'POST')
      expect(post).toMatchObject({ status: 200, code: ResultCode.OK })
      const other = await registerUser(s, '13700000002')
      expect((await s.call('api/AuthName/auth', { token: other.token, name: '李四', id_card: idFor('110105', '19910307') }, 'GET')).code).toBe(ResultCode.OK)
    })

    it('never writes the ID number to the request log, even when it came in the url', async () => {
      const lines: string[] = []
      const logStream = new Writable({ write(chunk: Buffer, _enc, done) { lines.push(chunk.toString()); done() } })
      const logged = await startTestServer({ db, logStream, config: { ...readConfig({}), dbFile: ':memory:', logRequests: true } })
      try {
        const user = await registerUser(logged, '13700000003')
        const id = idFor('110105', '19920307')
        await logged.call('api/AuthName/auth', { token: user.token, name: '王五', id_card: id }, 'GET')
        const text = lines.join('')
        expect(text).toContain('/api/AuthName/auth')
        expect(text).not.toContain(id)
        expect(text).not.toContain(encodeURIComponent('王五'))
      } finally {
        await logged.app.close()
      }
    })
  })

  describe('no enumeration of numbers', () => {
    it('api/user/send answers a registered and an unknown number alike, in every scene', async () => {
      await registerUser(s, '13700000010')
      for (const scene of ['register', 'forgot'] as const) {
        s.clock.advance(3600_000)
        const known = await callFrom(s, '10.23.0.1', 'api/user/send', { mobile: '13700000010', scene })
        const unknown = await callFrom(s, '10.23.0.2', 'api/user/send', { mobile: '13700000011', scene })
        expect(known).toEqual(unknown)
        expect(known.code).toBe(ResultCode.OK)
      }
    })

    it('register says "already registered" only once the code is verified, and a wrong code reads the same either way', async () => {
      const taken = await codeFor(s, '13700000010', 'register')
      const fresh = await codeFor(s, '13700000012', 'register')
      const wrong = (c: string) => (c === '000000' ? '111111' : '000000')
      const a = await s.call('api/user/register', { mobile: '13700000010', code: wrong(taken), password: 'secret123' })
      const b = await s.call('api/user/register', { mobile: '13700000012', code: wrong(fresh), password: 'secret123' })
      expect(a).toEqual(b)
      expect((await s.call('api/user/register', { mobile: '13700000010', code: taken, password: 'secret123' })).msg).toBe('该手机号已注册，请直接登录')
    })

    it('forgot-password on an unknown number fails only after the code, like a wrong code', async () => {
      const code = await codeFor(s, '13700000013', 'forgot')
      const res = await s.call('api/user/zhaohuimima', { mobile: '13700000013', code, password: 'another123' })
      expect(res.code).toBe(ResultCode.FAIL)
      expect(res.msg).toBe('该手机号未注册')
    })
  })
})
