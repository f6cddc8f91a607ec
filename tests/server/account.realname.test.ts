import type { RealnameInfo, UserInfo } from '../../types/api/account'
import { ResultCode } from '../../types/envelope'
import { ageOn, checkIdCard, idCardCheckChar, isValidIdCard, maskIdCard } from '../../types/validation/idCard'
import { isValidRealName, realNameProblem } from '../../types/validation/realName'
import type { Db } from '../../mocks/db'
import { countOf, rowsOf } from './rows'
import { startTestServer, type TestServer, emptyTestDb } from './helpers'
import { captureSmsLog, registerUser } from './account.helpers'

/** a well-formed ID number for a region, birth date and sequence (check char computed) */
const idFor = (region: string, birth: string, seq = '123') => {
  const first17 = region + birth + seq
  return first17 + idCardCheckChar(first17)
}
// 2026-11-22 12:00 in China, the test clock's start
const NOW = Date.parse('2026-11-22T12:00:00+08:00')

describe('ID number rule (GB 11643), shared by app and server', () => {
  it('accepts the standard sample number and lower-case x', () => {
    expect(checkIdCard('11010519491231002X', NOW)).toMatchObject({ ok: true, birth: { year: 1949, month: 12, day: 31 }, gender: 'F' })
    expect(isValidIdCard('11010519491231002x', NOW)).toBe(true)
  })

  it('rejects a wrong check character', () => {
    expect(checkIdCard('110105194912310021', NOW)).toEqual({ ok: false, reason: '身份证号校验位不正确，请核对' })
  })

  it('rejects bad length, letters, unknown regions, impossible and future dates', () => {
    expect(checkIdCard('11010519491231002', NOW).ok).toBe(false)
    expect(checkIdCard('1101051949123100AX', NOW).ok).toBe(false)
    expect(checkIdCard(idFor('001234', '19900101'), NOW)).toEqual({ ok: false, reason: '身份证号的地区码无效' })
    expect(checkIdCard(idFor('991234', '19900101'), NOW)).toEqual({ ok: false, reason: '身份证号的地区码无效' })
    expect(checkIdCard(idFor('110105', '19900230'), NOW)).toEqual({ ok: false, reason: '身份证号中的出生日期无效' })
    expect(checkIdCard(idFor('110105', '18991231'), NOW).ok).toBe(false)
    expect(checkIdCard(idFor('110105', '20261123'), NOW)).toEqual({ ok: false, reason: '身份证号中的出生日期晚于今天' })
    expect(checkIdCard(idFor('110105', '20000229'), NOW).ok).toBe(true)
  })

  it('counts age in China time: the 18th birthday counts on the day itself', () => {
    expect(ageOn({ year: 2008, month: 11, day: 22 }, NOW)).toBe(18)
    expect(ageOn({ year: 2008, month: 11, day: 23 }, NOW)).toBe(17)
    // 2026-11-21 20:00 UTC is already the 22nd in China
    expect(ageOn({ year: 2008, month: 11, day: 22 }, Date.parse('2026-11-21T20:00:00Z'))).toBe(18)
  })

  it('masks all but the first and last four characters', () => {
    expect(maskIdCard('11010519491231002X')).toBe('1101**********002X')
  })

  it('real names: 2-20 Chinese characters, middle dot between parts only', () => {
    expect(isValidRealName('张三')).toBe(true)
    expect(isValidRealName('阿卜杜·热合曼')).toBe(true)
    expect(realNameProblem('张')).toBe('真实姓名应为 2-20 个汉字')
    expect(realNameProblem('张'.repeat(21))).toBe('真实姓名应为 2-20 个汉字')
    expect(realNameProblem('Zhang San')).toBe('真实姓名只能包含汉字，少数民族姓名可用“·”分隔')
    expect(isValidRealName('·张三')).toBe(false)
    expect(isValidRealName('张3')).toBe(false)
  })
})

describe('real-name verification endpoints', () => {
  let s: TestServer
  let db: Db
  let sms: ReturnType<typeof captureSmsLog>
  let user: UserInfo
  beforeAll(async () => {
    sms = captureSmsLog()
    db = await emptyTestDb()
    s = await startTestServer({ db })
    user = await registerUser(s, '13500000001')
  })
  afterAll(async () => {
    sms.restore()
    await s.close()
  })
  const auth = (u: UserInfo, name: string, id_card: string) => s.call<RealnameInfo>('api/AuthName/auth', { token: u.token, name, id_card }, 'GET')

  it('is not verified at first', async () => {
    const res = await s.call<RealnameInfo>('api/AuthName/auth_info', { token: user.token }, 'GET')
    expect(res.data).toEqual({ verified: false, name: '', id_card: '', verified_at: null })
  })

  it('refuses a bad check character, a minor and a bad name with Chinese reasons', async () => {
    const bad = idFor('110105', '19900307').slice(0, 17) + (idFor('110105', '19900307').endsWith('0') ? '1' : '0')
    expect((await auth(user, '张三', bad)).msg).toBe('身份证号校验位不正确，请核对')
    // 18 tomorrow: still 17 today
    expect((await auth(user, '张三', idFor('110105', '20081123')))).toMatchObject({ code: ResultCode.FAIL, msg: '未满 18 周岁不能进行实名认证' })
    expect((await auth(user, 'Tom', idFor('110105', '19900307'))).msg).toBe('真实姓名只能包含汉字，少数民族姓名可用“·”分隔')
    expect((await s.call<RealnameInfo>('api/AuthName/auth_info', { token: user.token }, 'GET')).data.verified).toBe(false)
  })

  it('verifies an adult, answers masked data and never stores the number in clear', async () => {
    const id = idFor('110105', '20081122')
    const res = await auth(user, '张三丰', id)
    expect(res.code).toBe(ResultCode.OK)
    expect(res.data).toEqual({ verified: true, name: '张**', id_card: maskIdCard(id), verified_at: s.clock.now() })
    expect((await s.call<RealnameInfo>('api/AuthName/auth_info', { token: user.token }, 'GET')).data.verified).toBe(true)
    const stored = JSON.stringify(await rowsOf(db, 'realname'))
    expect(stored).not.toContain(id)
    expect((await s.call<{ realname_verified: boolean }>('api/user/get_member', { token: user.token })).data.realname_verified).toBe(true)
  })

  it('verifies once per account, and one ID number serves one account', async () => {
    expect((await auth(user, '张三丰', idFor('310101', '19800101'))).msg).toBe('您已完成实名认证')
    const other = await registerUser(s, '13500000002')
    expect((await auth(other, '张三丰', idFor('110105', '20081122'))).msg).toBe('该身份证号已认证过其他账号')
  })

  it('answers POST as well as GET (issue 23), and needs a login', async () => {
    const post = await s.call('api/AuthName/auth', { token: user.token, name: '张三', id_card: idFor('110105', '19900307') }, 'POST')
    // this user verified above: the POST reaches the handler, which says so (no 405)
    expect(post).toMatchObject({ status: 200, msg: '您已完成实名认证' })
    expect((await s.call('api/AuthName/auth_info', {}, 'GET')).code).toBe(ResultCode.LOGIN_REQUIRED)
  })

  it('account deletion removes the verification, freeing the number', async () => {
    const leaving = await registerUser(s, '13500000003')
    const id = idFor('440305', '19950505')
    await auth(leaving, '李四', id)
    await s.call('api/user/zhuxiaogongneng', { token: leaving.token })
    expect(await countOf(db, 'realname', { user_id: leaving.id })).toBe(0)
    const next = await registerUser(s, '13500000004')
    expect((await auth(next, '李四', id)).code).toBe(ResultCode.OK)
  })
})
