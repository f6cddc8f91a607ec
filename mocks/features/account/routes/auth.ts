import type { Handler, Router } from '../../../http/router'
import { fail } from '../../../http/errors'
import { requireUser } from '../../../http/context'
import { revokeToken, sessionExpiry } from '../services/sessions'
import { assertSignupAllowed, openidForCode, signUp, revokeAllSessions, setPassword, signIn, userByMobile, userByOpenid } from '../services/accounts'
import { assertLoginAllowed, clearLoginFailures, clearMobileFailures, recordLoginFailure } from '../services/loginThrottle'
import { burnPasswordCheck, hashPassword, verifyPassword } from '../services/passwords'
import { consumeCode, sendCode } from '../services/sms'

/** by SMS code or by password; every failure counts towards the address's backoff */
const login: Handler<'api/user/login'> = async (req, ctx) => {
  const { db } = ctx
  const now = ctx.clock.now()
  await assertLoginAllowed(db, req.mobile, ctx.ip, now)
  if (req.code !== undefined) {
    try {
      await consumeCode(db, req.mobile, 'login', req.code, now, { address: ctx.ip, device: ctx.device })
    } catch (e) {
      await recordLoginFailure(db, req.mobile, ctx.ip, now)
      throw e
    }
    // a code proves the number: a number not yet registered gets its account here
    const user = await userByMobile(db, req.mobile) ?? await signUp(db, { mobile: req.mobile }, now, ctx.ip)
    await clearLoginFailures(db, req.mobile, ctx.ip)
    return signIn(db, user, now)
  }
  const password = req.password ?? ''
  const user = await userByMobile(db, req.mobile)
  let matches = false
  if (user?.password_hash) matches = await verifyPassword(password, user.password_hash)
  else await burnPasswordCheck(password)
  if (!user || !matches) {
    await recordLoginFailure(db, req.mobile, ctx.ip, now)
    throw fail('手机号或密码错误')
  }
  await clearLoginFailures(db, req.mobile, ctx.ip)
  return signIn(db, user, now)
}

/** sign in, sign up, SMS codes, password recovery, logout, token check */
export function registerAuthRoutes(r: Router): void {
  // the same answer, after the same work, whether the number has an account (no enumeration):
  // whether it does shows only once the code is verified, to whoever holds the phone
  r.handle('api/user/send', (req, ctx) =>
    sendCode(ctx.db, { mobile: req.mobile, scene: req.scene, address: ctx.ip, device: ctx.device }, ctx.clock.now()))

  r.handle('api/user/login', login)

  r.handle('api/user/xin_login', async (req, ctx) => {
    const now = ctx.clock.now()
    const openid = openidForCode(req.code)
    // the contract took only a WeChat avatar host (or nothing) as the first avatar
    const avatar = req.avatar || undefined
    const user = await userByOpenid(ctx.db, openid) ?? await signUp(ctx.db, { openid, nickname: req.nickname || undefined, avatar }, now, ctx.ip)
    return signIn(ctx.db, user, now)
  })

  r.handle('api/user/register', async (req, ctx) => {
    const now = ctx.clock.now()
    // the address's cap first: it does not depend on the number, and a refused attempt keeps its code
    await assertSignupAllowed(ctx.db, ctx.ip, now)
    await consumeCode(ctx.db, req.mobile, 'register', req.code, now, { address: ctx.ip, device: ctx.device })
    if (await userByMobile(ctx.db, req.mobile)) throw fail('该手机号已注册，请直接登录')
    const user = await signUp(ctx.db, { mobile: req.mobile, passwordHash: await hashPassword(req.password) }, now, ctx.ip)
    return signIn(ctx.db, user, now)
  })

  r.handle('api/user/zhaohuimima', async (req, ctx) => {
    const now = ctx.clock.now()
    await consumeCode(ctx.db, req.mobile, 'forgot', req.code, now, { address: ctx.ip, device: ctx.device })
    const user = await userByMobile(ctx.db, req.mobile)
    if (!user) throw fail('该手机号未注册')
    await setPassword(ctx.db, user.id, await hashPassword(req.password))
    // whoever knew the old password is signed out everywhere
    await revokeAllSessions(ctx.db, user.id, now)
    await clearMobileFailures(ctx.db, req.mobile)
    return null
  })

  r.handle('api/user/logout', async (_req, ctx) => {
    await revokeToken(ctx.db, requireUser(ctx).tokenHash, ctx.clock.now())
    return null
  })

  r.handle('api/user/check_login', async (_req, ctx) => {
    const user = requireUser(ctx)
    return { user_id: String(user.id), expires_at: await sessionExpiry(ctx.db, user.tokenHash) }
  })
}
