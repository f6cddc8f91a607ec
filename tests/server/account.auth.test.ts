import type { UserInfo } from '../../types/api/account'
import { ResultCode } from '../../types/envelope'
import type { Db } from '../../mocks/db'
import { valueOf, valuesOf } from './rows'
import { startTestServer, type TestServer, emptyTestDb } from './helpers'
import { callFrom, captureSmsLog, codeFor, latestCode, registerUser, sentCodes } from './account.helpers'

describe('accounts: SMS codes, sign up, sign in, tokens', () => {
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

  describe('send code', () => {
    it('sends a 6-digit code, logs it and lets the operator read it', async () => {
      const res = await s.call('api/user/send', { mobile: '13800000001', scene: 'register' })
      expect(res).toMatchObject({ code: ResultCode.OK, data: { resend_in: 60, expires_in: 300 } })
      const code = await latestCode(s, '13800000001')
      expect(code).toMatch(/^\d{6}$/)
      expect(sms.lines).toContain(`[sms] 13800000001 register ${code}`)
    })

    it('keeps the codes from anyone without the admin token', async () => {
      const res = await s.app.inject({ method: 'GET', url: '/admin/sms?mobile=13800000001' })
      expect(res.statusCode).toBe(403)
      const wrong = await s.app.inject({ method: 'GET', url: '/admin/sms?mobile=13800000001', headers: { 'x-admin-token': 'guess' } })
      expect(wrong.statusCode).toBe(403)
    })

    it('allows one code per number per 60 seconds, saying how long to wait', async () => {
      await s.call('api/user/send', { mobile: '13800000002', scene: 'login' })
      s.clock.advance(20_000)
      const again = await s.call('api/user/send', { mobile: '13800000002', scene: 'register' })
      expect(again.code).toBe(ResultCode.FAIL)
      expect(again.msg).toBe('验证码发送太频繁，请 40 秒后再试')
      s.clock.advance(40_000)
      expect((await s.call('api/user/send', { mobile: '13800000002', scene: 'login' })).code).toBe(ResultCode.OK)
    })

    it('caps one requester at 10 codes to a number in 24 hours, with waits that grow; others still get theirs (issue 23)', async () => {
      const mobile = '13800000003'
      const send = (ip: string) => callFrom(s, ip, 'api/user/send', { mobile, scene: 'login' })
      const waits: number[] = []
      for (let i = 0; i < 10; i++) {
        const sent = await send('10.3.0.1')
        expect(sent.code).toBe(ResultCode.OK)
        waits.push((sent.data as { resend_in: number }).resend_in)
        s.clock.advance(3600_000)
      }
      expect(waits.slice(0, 4)).toEqual([60, 120, 240, 480])
      expect(waits[9]).toBe(3600)
      const eleventh = await send('10.3.0.1')
      expect(eleventh.code).toBe(ResultCode.FAIL)
      expect(eleventh.msg).toContain('24 小时内最多发送 10 次')
      // the owner of the number, asking from their own phone, is not locked out
      expect((await send('10.3.0.2')).code).toBe(ResultCode.OK)
      s.clock.advance(24 * 3600_000)
      expect((await send('10.3.0.1')).code).toBe(ResultCode.OK)
    })

    it('refuses a malformed number with a Chinese message naming the field', async () => {
      const res = await s.call('api/user/send', { mobile: '2380000000', scene: 'login' })
      expect(res.code).toBe(ResultCode.FAIL)
      expect(res.msg).toBe('参数 mobile 错误：手机号应为 11 位数字，以 13–19 开头')
      expect((await s.call('api/user/send', { mobile: '13800000009', scene: 'hack' })).msg).toContain('scene')
    })

    it('sends no code to a number no carrier issues (10…, 11…, 12…)', async () => {
      for (const mobile of ['10000000000', '11000000000', '12000000000']) {
        const res = await s.call('api/user/send', { mobile, scene: 'register' })
        expect(res.code).toBe(ResultCode.FAIL)
        expect(res.msg).toBe('参数 mobile 错误：手机号应为 11 位数字，以 13–19 开头')
      }
    })

    it('sends register and recovery codes whether or not the number has an account (issue 23: no enumeration)', async () => {
      await registerUser(s, '13800000004')
      s.clock.advance(61_000)
      expect((await s.call('api/user/send', { mobile: '13800000004', scene: 'register' })).code).toBe(ResultCode.OK)
      expect((await s.call('api/user/send', { mobile: '13800000005', scene: 'forgot' })).code).toBe(ResultCode.OK)
    })
  })

  describe('register', () => {
    it('creates the account, signs in and stores only a salted scrypt hash of the password', async () => {
      const user = await registerUser(s, '13800000010', 'mypassword1')
      expect(user).toMatchObject({ user_id: String(user.id), uid: String(user.id), mobile: '138****0010', is_expert: 0, coins: 0, is_vip: false })
      expect(user.token.length).toBeGreaterThan(20)
      const hash = await valueOf(db, 'users', 'password_hash', { id: user.id })
      expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/)
      expect(hash).not.toContain('mypassword1')
      // same password, another account: a different salt gives a different hash
      const other = await registerUser(s, '13800000011', 'mypassword1')
      expect(await valueOf(db, 'users', 'password_hash', { id: other.id })).not.toBe(hash)
    })

    it('stores tokens hashed, never as issued', async () => {
      const user = await registerUser(s, '13800000012')
      const stored = await valuesOf(db, 'sessions', 'token_hash', { user_id: user.id })
      expect(stored).toHaveLength(1)
      expect(stored[0]).not.toBe(user.token)
      expect(stored[0]).toMatch(/^[0-9a-f]{64}$/)
    })

    it('refuses a wrong code, and a code used once cannot be used again', async () => {
      const mobile = '13800000013'
      const code = await codeFor(s, mobile, 'register')
      const wrong = code === '000000' ? '111111' : '000000'
      expect((await s.call('api/user/register', { mobile, code: wrong, password: 'secret123' })).msg).toBe('验证码错误')
      expect((await s.call('api/user/register', { mobile, code, password: 'secret123' })).code).toBe(ResultCode.OK)
      // the same code on another number's flow or again: refused
      const reused = await s.call('api/user/zhaohuimima', { mobile, code, password: 'another123' })
      expect(reused.code).toBe(ResultCode.FAIL)
      expect(reused.msg).toBe('验证码无效或已使用，请重新获取')
    })

    it('refuses an expired code (after 5 minutes)', async () => {
      const mobile = '13800000014'
      const code = await codeFor(s, mobile, 'register')
      s.clock.advance(5 * 60_000)
      const res = await s.call('api/user/register', { mobile, code, password: 'secret123' })
      expect(res.msg).toBe('验证码已过期，请重新获取')
    })

    it('slows a guesser after 5 wrong guesses and keeps the code valid for the one who asked for it', async () => {
      const mobile = '13800000015'
      const code = await codeFor(s, mobile, 'register')
      const wrong = code === '000000' ? '111111' : '000000'
      for (let i = 0; i < 4; i++) expect((await s.call('api/user/register', { mobile, code: wrong, password: 'secret123' })).msg).toBe('验证码错误')
      expect((await s.call('api/user/register', { mobile, code: wrong, password: 'secret123' })).msg).toBe('验证码错误次数过多，请 30 秒后再试')
      // even the right code waits out the guesser's cool-down, then works: nothing was burnt
      expect((await s.call('api/user/register', { mobile, code, password: 'secret123' })).msg).toBe('验证码错误次数过多，请 30 秒后再试')
      s.clock.advance(30_000)
      expect((await s.call('api/user/register', { mobile, code, password: 'secret123' })).code).toBe(ResultCode.OK)
    })

    it("never lets a stranger's guesses or requests invalidate the owner's code (issue 35)", async () => {
      const mobile = '13800000017'
      const owner = '10.0.0.1'
      const attacker = '10.0.0.66'
      await callFrom(s, owner, 'api/user/send', { mobile, scene: 'register' })
      const ownersCode = await latestCode(s, mobile)
      const wrong = ownersCode === '000000' ? '111111' : '000000'
      // the attacker asks for a code of their own (sent to the owner's phone) and guesses, again and again, over minutes
      await callFrom(s, attacker, 'api/user/send', { mobile, scene: 'register' })
      const answers = new Set<string>()
      for (let round = 0; round < 25; round++) {
        for (let i = 0; i < 5; i++) answers.add((await callFrom(s, attacker, 'api/user/register', { mobile, code: wrong, password: 'secret123' })).msg)
        s.clock.advance(300)
      }
      expect([...answers].some((m) => m.startsWith('验证码错误次数过多'))).toBe(true)
      // the owner's code still works, from the owner's phone
      const res = await callFrom(s, owner, 'api/user/register', { mobile, code: ownersCode, password: 'secret123' })
      expect(res.code).toBe(ResultCode.OK)
    })

    it('caps all strangers together per number, while the owner may still try', async () => {
      const mobile = '13800000018'
      await callFrom(s, '10.0.1.1', 'api/user/send', { mobile, scene: 'forgot' })
      const code = await latestCode(s, mobile)
      const wrong = code === '000000' ? '111111' : '000000'
      // 20 strangers, one address each, guess at once: each has free tries, but together they get 20
      for (let a = 2; a <= 30; a++) await callFrom(s, `10.0.1.${a}`, 'api/user/zhaohuimima', { mobile, code: wrong, password: 'another123' })
      const late = await callFrom(s, '10.0.1.99', 'api/user/zhaohuimima', { mobile, code: wrong, password: 'another123' })
      expect(late.msg).toBe('该手机号验证码尝试次数过多，请用接收验证码的设备重新获取')
      // the owner is refused only because the number has no account: the code itself was accepted
      expect((await callFrom(s, '10.0.1.1', 'api/user/zhaohuimima', { mobile, code, password: 'another123' })).msg).toBe('该手机号未注册')
    })

    it('says which field is wrong: password length', async () => {
      const code = await codeFor(s, '13800000016', 'register')
      const res = await s.call('api/user/register', { mobile: '13800000016', code, password: '12345' })
      expect(res.msg).toBe('参数 password 错误：密码长度应为 6-20 位')
      const long = await s.call('api/user/register', { mobile: '13800000016', code, password: 'x'.repeat(21) })
      expect(long.msg).toBe('参数 password 错误：密码长度应为 6-20 位')
    })
  })

  describe('login', () => {
    let user: UserInfo
    beforeAll(async () => {
      user = await registerUser(s, '13900000001', 'rightpass1')
    })

    it('answers code 1 with the stored user for the right password, with a new token', async () => {
      const res = await s.call<UserInfo>('api/user/login', { mobile: '13900000001', password: 'rightpass1' })
      expect(res.code).toBe(ResultCode.OK)
      expect(res.data).toMatchObject({ id: user.id, user_id: String(user.id), mobile: '139****0001' })
      expect(res.data.token).not.toBe(user.token)
    })

    it('refuses a wrong password and an unknown number with the same words', async () => {
      const wrong = await s.call('api/user/login', { mobile: '13900000001', password: 'wrongpass' })
      const unknown = await s.call('api/user/login', { mobile: '13900000999', password: 'wrongpass' })
      expect(wrong).toMatchObject({ code: ResultCode.FAIL, msg: '手机号或密码错误', data: null })
      expect(unknown).toMatchObject({ code: ResultCode.FAIL, msg: '手机号或密码错误' })
    })

    it('needs a password or a code', async () => {
      expect((await s.call('api/user/login', { mobile: '13900000001' })).msg).toBe('参数 password 错误：请输入密码或验证码')
    })

    it('signs in with an SMS code, and creates the account of a new number', async () => {
      const code = await codeFor(s, '13900000001', 'login')
      const res = await s.call<UserInfo>('api/user/login', { mobile: '13900000001', code })
      expect(res.data.id).toBe(user.id)
      const fresh = await codeFor(s, '13900000002', 'login')
      const created = await s.call<UserInfo>('api/user/login', { mobile: '13900000002', code: fresh })
      expect(created.code).toBe(ResultCode.OK)
      expect(created.data.nickname).toBe('球迷0002')
      // a login code is not a register code
      const regCode = await codeFor(s, '13900000003', 'register')
      expect((await s.call('api/user/login', { mobile: '13900000003', code: regCode })).code).toBe(ResultCode.FAIL)
    })

    it("slows the guessing address on that number with doubling waits, never the owner from elsewhere", async () => {
      await registerUser(s, '13900000010', 'rightpass1')
      const stranger = '10.0.0.1'
      const guess = () => callFrom(s, stranger, 'api/user/login', { mobile: '13900000010', password: 'bad-guess' })
      for (let i = 0; i < 3; i++) expect((await guess()).msg).toBe('手机号或密码错误')
      // the fourth try comes too soon, even with the right password
      expect(await callFrom(s, stranger, 'api/user/login', { mobile: '13900000010', password: 'rightpass1' }))
        .toMatchObject({ code: ResultCode.FAIL, msg: '登录失败次数过多，请 2 秒后再试' })
      // the owner on their own phone signs in at once
      expect((await callFrom(s, '10.0.1.1', 'api/user/login', { mobile: '13900000010', password: 'rightpass1' })).code).toBe(ResultCode.OK)
      s.clock.advance(2_000)
      expect((await guess()).msg).toBe('手机号或密码错误')
      expect((await guess()).msg).toBe('登录失败次数过多，请 4 秒后再试')
      // however long the stranger keeps on, the wait stops growing at 15 minutes and the owner still gets in
      let wait = 4_000
      const waits: string[] = []
      for (let i = 0; i < 12; i++) {
        s.clock.advance(wait)
        expect((await guess()).msg).toBe('手机号或密码错误')
        const [, amount, unit] = /请 (\d+) (秒|分钟)后再试/.exec((await guess()).msg) ?? []
        waits.push(`${amount}${unit}`)
        wait = Number(amount) * (unit === '秒' ? 1000 : 60_000)
      }
      expect(waits).toEqual(['8秒', '16秒', '32秒', '64秒', '3分钟', '5分钟', '9分钟', '15分钟', '15分钟', '15分钟', '15分钟', '15分钟'])
      expect((await callFrom(s, '10.0.1.1', 'api/user/login', { mobile: '13900000010', password: 'rightpass1' })).code).toBe(ResultCode.OK)
    })

    it('slows an address after 10 failures across numbers; other addresses still get in', async () => {
      await registerUser(s, '13900000020', 'rightpass1')
      s.clock.advance(15 * 60_000)
      for (let i = 0; i < 10; i++) {
        expect((await callFrom(s, '10.9.9.9', 'api/user/login', { mobile: `1370000${String(i).padStart(4, '0')}`, password: 'bad-guess' })).msg).toBe('手机号或密码错误')
      }
      const slowed = await callFrom(s, '10.9.9.9', 'api/user/login', { mobile: '13900000020', password: 'rightpass1' })
      expect(slowed.msg).toBe('登录失败次数过多，请 2 秒后再试')
      expect((await callFrom(s, '10.9.9.8', 'api/user/login', { mobile: '13900000020', password: 'rightpass1' })).code).toBe(ResultCode.OK)
      s.clock.advance(2_000)
      expect((await callFrom(s, '10.9.9.9', 'api/user/login', { mobile: '13900000020', password: 'rightpass1' })).code).toBe(ResultCode.OK)
    })
  })

  describe('WeChat login', () => {
    it('creates the user on the first code and finds the same user for the same code', async () => {
      const first = await s.call<UserInfo>('api/user/xin_login', { code: 'wx-code-abc', nickname: '绿茵小将' })
      expect(first.code).toBe(ResultCode.OK)
      expect(first.data).toMatchObject({ nickname: '绿茵小将', mobile: '' })
      const again = await s.call<UserInfo>('api/user/xin_login', { code: 'wx-code-abc' })
      expect(again.data.id).toBe(first.data.id)
      const other = await s.call<UserInfo>('api/user/xin_login', { code: 'wx-code-xyz' })
      expect(other.data.id).not.toBe(first.data.id)
    })

    it('refuses an empty code', async () => {
      const res = await s.call('api/user/xin_login', { code: '  ' })
      expect(res).toMatchObject({ code: ResultCode.FAIL, msg: '参数 code 错误：缺少微信登录 code' })
    })
  })

  describe('password recovery', () => {
    it('sets the new password, ends every session and the old password stops working', async () => {
      const user = await registerUser(s, '13900000030', 'oldpass123')
      const code = await codeFor(s, '13900000030', 'forgot')
      const res = await s.call('api/user/zhaohuimima', { mobile: '13900000030', code, password: 'newpass123' })
      expect(res).toMatchObject({ code: ResultCode.OK, data: null })
      expect((await s.call('api/user/get_member', { token: user.token })).code).toBe(ResultCode.LOGIN_REQUIRED)
      expect((await s.call('api/user/login', { mobile: '13900000030', password: 'oldpass123' })).code).toBe(ResultCode.FAIL)
      expect((await s.call('api/user/login', { mobile: '13900000030', password: 'newpass123' })).code).toBe(ResultCode.OK)
    })

    it('refuses a wrong code and keeps the old password', async () => {
      await registerUser(s, '13900000031', 'oldpass123')
      const code = await codeFor(s, '13900000031', 'forgot')
      const wrong = code === '000000' ? '111111' : '000000'
      expect((await s.call('api/user/zhaohuimima', { mobile: '13900000031', code: wrong, password: 'newpass123' })).msg).toBe('验证码错误')
      expect((await s.call('api/user/login', { mobile: '13900000031', password: 'oldpass123' })).code).toBe(ResultCode.OK)
    })
  })

  describe('tokens', () => {
    it('check_login answers the expiry of a live token and 410000 otherwise', async () => {
      const user = await registerUser(s, '13900000040')
      const res = await s.call<{ user_id: string; expires_at: number }>('api/user/check_login', { token: user.token })
      expect(res.data).toEqual({ user_id: user.user_id, expires_at: s.clock.now() + 30 * 24 * 3600_000 })
      expect((await s.call('api/user/check_login', { token: 'made-up' })).code).toBe(ResultCode.LOGIN_REQUIRED)
      expect((await s.call('api/user/check_login')).code).toBe(ResultCode.LOGIN_REQUIRED)
    })

    it('logout revokes that token only', async () => {
      const user = await registerUser(s, '13900000041', 'secret123')
      const second = (await s.call<UserInfo>('api/user/login', { mobile: '13900000041', password: 'secret123' })).data
      expect((await s.call('api/user/logout', { token: user.token })).code).toBe(ResultCode.OK)
      expect((await s.call('api/user/get_member', { token: user.token })).code).toBe(ResultCode.LOGIN_REQUIRED)
      expect((await s.call('api/user/get_member', { token: second.token })).code).toBe(ResultCode.OK)
    })

    it('accepts the token as a Bearer header too', async () => {
      const user = await registerUser(s, '13900000042')
      const res = await s.app.inject({ method: 'POST', url: '/api/user/get_member', headers: { authorization: `Bearer ${user.token}` } })
      expect(res.json()).toMatchObject({ code: ResultCode.OK, data: { id: user.id } })
    })

    it('refuses a payload naming another user (user_id or uid) and accepts its own', async () => {
      const me = await registerUser(s, '13900000043')
      const other = await registerUser(s, '13900000044')
      const asOther = await s.call('api/user/get_member', { token: me.token, user_id: other.user_id, uid: other.uid })
      expect(asOther).toMatchObject({ code: ResultCode.FAIL, msg: '用户身份不符，无权操作' })
      const uidOnly = await s.call('api/user/user_edit', { token: me.token, uid: other.uid, nickname: '冒名' })
      expect(uidOnly.code).toBe(ResultCode.FAIL)
      const own = await s.call<{ id: number }>('api/user/get_member', { token: me.token, user_id: me.user_id, uid: me.uid })
      expect(own.data.id).toBe(me.id)
      // nothing was changed on the other account
      expect((await s.call<{ nickname: string }>('api/user/get_member', { token: other.token })).data.nickname).toBe('球迷0044')
    })

    it('without a token the login-required paths answer 410000', async () => {
      for (const path of ['api/user/get_member', 'api/user/user_edit', 'api/user/mx', 'api/user/zhuxiaogongneng', 'api/user/logout']) {
        expect((await s.call(path, { user_id: '1' })).code).toBe(ResultCode.LOGIN_REQUIRED)
      }
    })

    it('the operator sees codes as used once they are consumed', async () => {
      const mobile = '13900000045'
      const code = await codeFor(s, mobile, 'register')
      await s.call('api/user/register', { mobile, code, password: 'secret123' })
      expect((await sentCodes(s, mobile))[0]).toMatchObject({ code, scene: 'register', used: true })
    })
  })
})
