import type { FastifyRequest } from 'fastify'
import { ResultCode, type ApiEnvelope } from '../../types/envelope'
import type { Access } from '../../types/endpoint'
import type { AuthUser } from './context'
import { envelope, type Payload } from './envelope'

/**
 * The user a session token belongs to (valid, unexpired, unrevoked, account alive), else null.
 * Passed in by the wiring: sessions are the account feature's, and the platform imports no feature.
 */
export type TokenOwner = (token: string | undefined) => Promise<AuthUser | null>

/** the token of `Authorization: Bearer <token>`; tokens never travel in the url (logs, Referer) */
export function bearerToken(headers: { authorization?: string }): string | undefined {
  const h = headers.authorization
  return h?.startsWith('Bearer ') && h.length > 7 ? h.slice(7) : undefined
}

/** a token in the url ends up in logs, history and Referer headers: refused, not silently used */
export function tokenInUrl(req: FastifyRequest): boolean {
  return (req.query as Payload | undefined)?.token !== undefined
}

/** the session token of the body (`token`) or of the Authorization header */
export function tokenOf(req: FastifyRequest, body: Payload): string | undefined {
  return (typeof body.token === 'string' && body.token !== '' ? body.token : undefined) ?? bearerToken(req.headers)
}


/** why a token that resolves to nobody is refused (LOGIN_REQUIRED, or KICKED for a session a newer sign-in ended) */
export type LoginRefusal = (token: string | undefined) => Promise<{ code: number; msg: string }>

const plainLoginRefusal: LoginRefusal = async () => ({ code: ResultCode.LOGIN_REQUIRED, msg: '请先登录' })

/**
 * Why the endpoint refuses this caller, or null: a user-only endpoint without a login, or a request
 * naming another user than the token's (the token alone says who the caller is: no acting as someone else).
 */
export async function accessRefusal(access: Access, user: AuthUser | null, payload: Payload, token?: string, loginRefusal: LoginRefusal = plainLoginRefusal): Promise<ApiEnvelope<null> | null> {
  if (access === 'user' && !user) {
    const why = await loginRefusal(token)
    return envelope(why.code, why.msg, null)
  }
  if (user && access !== 'public') {
    for (const key of ['user_id', 'uid'] as const) {
      const v = payload[key]
      if (v !== undefined && v !== '' && String(v) !== String(user.id)) {
        return envelope(ResultCode.FAIL, '用户身份不符，无权操作', null)
      }
    }
  }
  return null
}
