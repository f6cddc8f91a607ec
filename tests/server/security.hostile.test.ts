import { Writable } from 'node:stream'
import { ResultCode } from '../../types/envelope'
import { idCardCheckChar } from '../../types/validation/idCard'
import { readConfig } from '../../mocks/config'
import type { Db } from '../../mocks/db'
import { countOf, insertRows } from './rows'
import { startTestServer, type TestServer, emptyTestDb } from './helpers'
import type { UploadRes, UserInfo } from '../../types/api/account'
import { callFrom, captureSmsLog, codeFor, latestCode, registerUser } from './account.helpers'
import { pngImage } from './images'
import { MAX_SESSIONS_PER_USER, SIGNUPS_PER_ADDRESS_HOUR, UPLOAD_DAILY_BYTES, UPLOAD_DAILY_FILES } from '../../mocks/features/account'

/** a form-encoded POST from an address, with a device id header when given */
async function sendFrom(s: TestServer, ip: string, mobile: string, device?: string) {
  const res = await s.app.inject({
    method: 'POST', url: '/api/user/send', remoteAddress: ip,
    payload: new URLSearchParams({ mobile, scene: 'login' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(device ? { 'x-device-id': device } : {}) },
  })
  return res.json() as { code: number; msg: string }
}

function multipart(token: string, files: Buffer[]) {
  const b = '----hostile-quota'
  const chunks: Buffer[] = [Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n`)]
  files.forEach((bytes, i) => chunks.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="${i}.png"\r\nContent-Type: image/png\r\n\r\n`), bytes, Buffer.from('\r\n')))
  chunks.push(Buffer.from(`--${b}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${b}` } }
}

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
    db = await emptyTestDb()
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

  describe('SMS quotas protect the number’s owner', () => {
    it('a stranger asking ten times for one number gets growing waits; the owner, from elsewhere, still gets a code', async () => {
      const victim = '13700000020'
      const answers: string[] = []
      for (let i = 0; i < 10; i++) {
        answers.push((await sendFrom(s, '10.66.0.1', victim)).msg)
        s.clock.advance(61_000)
      }
      const waits = answers.map((m) => /请 (\d+) 秒后再试/.exec(m)?.[1]).filter((w): w is string => w !== undefined).map(Number)
      expect(answers.filter((m) => m === 'ok').length).toBeLessThan(10)
      expect(waits.length).toBeGreaterThan(0)
      const owner = await sendFrom(s, '10.77.0.1', victim)
      expect(owner).toMatchObject({ code: ResultCode.OK })
      // and later, after the owner's own cool-down, again
      s.clock.advance(61_000)
      expect((await sendFrom(s, '10.77.0.1', victim)).code).toBe(ResultCode.OK)
    })

    it('the waits grow per requester: the second code waits longer than the first', async () => {
      const mobile = '13700000021'
      expect((await sendFrom(s, '10.66.0.2', mobile)).code).toBe(ResultCode.OK)
      s.clock.advance(61_000)
      expect((await sendFrom(s, '10.66.0.2', mobile)).code).toBe(ResultCode.OK)
      s.clock.advance(61_000)
      expect((await sendFrom(s, '10.66.0.2', mobile)).msg).toMatch(/^验证码发送太频繁，请 \d+ 秒后再试$/)
    })

    it('counts by device id too: another phone behind the same address is not held up', async () => {
      const mobile = '13700000022'
      expect((await sendFrom(s, '10.66.0.3', mobile, 'attacker-device')).code).toBe(ResultCode.OK)
      expect((await sendFrom(s, '10.66.0.3', mobile, 'attacker-device')).code).toBe(ResultCode.FAIL)
      expect((await sendFrom(s, '10.66.0.3', mobile, 'owner-device')).code).toBe(ResultCode.OK)
    })

    it('a new device id per request does not lift the cap of one address on one number', async () => {
      const mobile = '13700000024'
      let sent = 0
      for (let i = 0; i < 12; i++) {
        if ((await sendFrom(s, '10.66.0.4', mobile, `rotating-${i}`)).code === ResultCode.OK) sent++
        s.clock.advance(61_000)
      }
      expect(sent).toBe(10)
    })

    it('many addresses flooding one number still leave its owner codes', async () => {
      const mobile = '13700000023'
      for (let i = 0; i < 30; i++) await sendFrom(s, `10.88.0.${i}`, mobile)
      expect((await sendFrom(s, '10.99.0.1', mobile)).code).toBe(ResultCode.OK)
    })
  })

  describe('sessions', () => {
    it(`keeps at most ${MAX_SESSIONS_PER_USER} per account: the oldest ends and its token is told "signed in elsewhere"`, async () => {
      const mobile = '13700000030'
      const first = await registerUser(s, mobile, 'secret123')
      const tokens = [first.token]
      for (let i = 1; i < MAX_SESSIONS_PER_USER + 2; i++) {
        tokens.push((await s.call<UserInfo>('api/user/login', { mobile, password: 'secret123' })).data.token)
      }
      const live = await countOf(db, 'sessions', { user_id: first.id, revoked_at: null })
      expect(live).toBe(MAX_SESSIONS_PER_USER)
      for (const ended of tokens.slice(0, 2)) {
        expect(await s.call('api/user/get_member', { token: ended })).toMatchObject({ code: ResultCode.KICKED, msg: expect.stringContaining('其他设备') })
      }
      expect((await s.call('api/user/get_member', { token: tokens[2] })).code).toBe(ResultCode.OK)
      // a token ended by logout is just invalid (log in again), not "elsewhere"
      await s.call('api/user/logout', { token: tokens[2] })
      expect((await s.call('api/user/get_member', { token: tokens[2] })).code).toBe(ResultCode.LOGIN_REQUIRED)
    })
  })

  describe('new accounts per address', () => {
    it(`lets one address make ${SIGNUPS_PER_ADDRESS_HOUR} accounts an hour (register and WeChat), then refuses`, async () => {
      const ip = '10.55.0.1'
      for (let i = 0; i < SIGNUPS_PER_ADDRESS_HOUR; i++) {
        expect((await callFrom(s, ip, 'api/user/xin_login', { code: `wx-code-${i}` })).code).toBe(ResultCode.OK)
      }
      const refused = await callFrom(s, ip, 'api/user/xin_login', { code: 'wx-code-extra' })
      expect(refused).toMatchObject({ code: ResultCode.FAIL, msg: expect.stringContaining('注册') })
      // an existing account still signs in from there
      expect((await callFrom(s, ip, 'api/user/xin_login', { code: 'wx-code-0' })).code).toBe(ResultCode.OK)
      const mobile = '13700000031'
      await sendFrom(s, '10.55.0.9', mobile)
      const code = await latestCode(s, mobile)
      expect((await callFrom(s, ip, 'api/user/register', { mobile, code, password: 'secret123' })).code).toBe(ResultCode.FAIL)
      s.clock.advance(3600_000)
      expect((await callFrom(s, ip, 'api/user/xin_login', { code: 'wx-code-extra' })).code).toBe(ResultCode.OK)
    })
  })

  describe('upload quotas per user and day', () => {
    it(`refuses files past ${UPLOAD_DAILY_FILES} a day, and bytes past ${UPLOAD_DAILY_BYTES / 1024 / 1024} MB`, async () => {
      const counted = await registerUser(s, '13700000040')
      const weighed = await registerUser(s, '13700000041')
      await insertRows(db, 'uploads', [
        ...Array.from({ length: UPLOAD_DAILY_FILES - 1 }, (_, i) => ({ name: `f${String(i).padStart(31, '0')}.png`, user_id: counted.id, size: 100, created_at: s.clock.now() })),
        { name: 'b'.padEnd(32, '0') + '.png', user_id: weighed.id, size: UPLOAD_DAILY_BYTES - 10, created_at: s.clock.now() },
      ])
      const send = (u: UserInfo, n: number) => s.app.inject({ method: 'POST', url: '/api/user/upload', ...multipart(u.token, Array.from({ length: n }, () => pngImage(2, 2))) })
      expect((await send(counted, 2)).json()).toMatchObject({ code: ResultCode.FAIL, msg: expect.stringContaining(`${UPLOAD_DAILY_FILES}`) })
      expect(((await send(counted, 1)).json() as { data: UploadRes }).data.files).toHaveLength(1)
      expect((await send(weighed, 1)).json()).toMatchObject({ code: ResultCode.FAIL, msg: expect.stringContaining('MB') })
      s.clock.advance(24 * 3600_000)
      expect((await send(weighed, 1)).json()).toMatchObject({ code: ResultCode.OK })
      // two sign-ups (scrypt) and four uploads decoded: 3–6 s on a busy machine
    }, 20_000)
  })
})
