import Taro from '@tarojs/taro'
import type { EndpointPath, Req, Res } from '@contract/api'
import { LOGIN_CODES, ResultCode, isSuccessCode, type ApiEnvelope } from '@contract/envelope'
import { isExtensionPath } from '@contract/contract-parts'
import { ApiError } from './apiError'
import { extensionServed, markExtensionMissing, whenExtensionsKnown, type ProbeAnswer } from './backendExtensions'
import { API_BASE, REQUEST_TIMEOUT_MS } from './config'
import { session } from './session'
import { emitServiceEvent } from './serviceEvents'

/** docs/product/roles.md: these need no login and their answers are not verified here; the caller reads the code */
export const SKIP_VERIFY_PATHS: ReadonlySet<string> = new Set([
  'api/user/login',
  'api/user/register',
  'api/user/send',
  'api/user/zhaohuimima',
])

export const NETWORK_FAILED = '请求失败'
/** the message of an 'unavailable' error: never shown (what needs the extension hides), but readable in logs */
export const EXTENSION_MISSING = '后端未提供此扩展接口'
const EXTENSIONS_PROBE = 'api/index/extensions'
/** an extension call that waited for the probe while its session ended: dropped, never shown */
const SESSION_ENDED = '会话已结束，请求未发出'

export interface RequestOptions {
  /** default POST; docs/product/api.md marks a few paths GET */
  method?: 'GET' | 'POST'
  /** show a loading indicator (with this title if a string); it is hidden in every case */
  loading?: boolean | string
  /**
   * the caller shows failures itself: no network, HTTP or business toasts (background polls, the
   * pay-module check). The codes that end or change the session (login codes, 100, 33, -2) are
   * still told and have their effects (the app shell decides, src/shell/serviceEffects.ts).
   */
  silent?: boolean
}

/** the envelope plus the older field names some backends use for the message */
export type WireEnvelope<T> = ApiEnvelope<T> & { info?: string; message?: string }

/** form encoding carries strings only: nested values travel as JSON, booleans as 1/0 */
function toFormFields(payload: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {}
  for (const [k, v] of Object.entries(payload)) {
    if (v === undefined || v === null) continue
    if (typeof v === 'boolean') out[k] = v ? 1 : 0
    else if (typeof v === 'object') out[k] = JSON.stringify(v)
    else out[k] = v as string | number
  }
  return out
}

/** docs/product/api.md: with no user_id given and a user logged in, user_id, uid and token come from the stored user */
function withIdentity(payload: Record<string, unknown>): Record<string, unknown> {
  const user = session().currentUser()
  if (!user || (payload.user_id !== undefined && payload.user_id !== '')) return payload
  return { ...payload, user_id: user.user_id, uid: user.uid, token: user.token }
}

/** reports a failure to the app shell (which toasts it unless silent), then it is thrown */
function failed(error: ApiError, silent: boolean | undefined, hadUser = false): ApiError {
  emitServiceEvent({ type: 'requestFailed', error, silent: Boolean(silent), hadUser })
  return error
}

/**
 * Transport only: sends the call and resolves the envelope, whatever its code.
 * Rejects with kind 'network' (no answer) or 'http' (status outside 200-299).
 */
export async function requestEnvelope<P extends EndpointPath>(
  path: P,
  payload?: Req<P>,
  opts: RequestOptions = {},
): Promise<WireEnvelope<Res<P>>> {
  // an extension the backend lacks is not called at all (no error, no toast: the caller steps aside)
  const extension = isExtensionPath(path) && path !== EXTENSIONS_PROBE
  if (extension) {
    const tokenAtCall = session().currentUser()?.token
    await whenExtensionsKnown()
    if (extensionServed(path) === false) throw new ApiError('unavailable', EXTENSION_MISSING, 404)
    // made for a session that ended while it waited (a logout by another answer): not sent, nothing told
    if (session().currentUser()?.token !== tokenAtCall) throw new ApiError('unavailable', SESSION_ENDED, 0)
  }
  const fields = toFormFields(withIdentity({ ...(payload as Record<string, unknown> | undefined) }))
  const method = opts.method ?? 'POST'
  // a GET carries its data in the url: the token goes in the Authorization header instead (urls end up in logs)
  const { token, ...urlFields } = fields
  const data = method === 'GET' ? urlFields : fields
  const auth: Record<string, string> = method === 'GET' && token ? { Authorization: `Bearer ${token}` } : {}
  const showLoading = Boolean(opts.loading)
  if (showLoading) emitServiceEvent({ type: 'loadingStarted', title: typeof opts.loading === 'string' ? opts.loading : '加载中' })
  let res: Taro.request.SuccessCallbackResult<WireEnvelope<Res<P>>>
  try {
    res = await Taro.request<WireEnvelope<Res<P>>>({
      url: API_BASE + path,
      method,
      data,
      header: { 'content-type': 'application/x-www-form-urlencoded', ...auth },
      timeout: REQUEST_TIMEOUT_MS,
      dataType: 'json',
    })
  } catch {
    if (showLoading) emitServiceEvent({ type: 'loadingEnded' })
    throw failed(new ApiError('network', NETWORK_FAILED), opts.silent)
  }
  if (showLoading) emitServiceEvent({ type: 'loadingEnded' })
  if (extension && res.statusCode === 404) {
    markExtensionMissing(path)
    throw new ApiError('unavailable', EXTENSION_MISSING, 404)
  }
  if (res.statusCode < 200 || res.statusCode >= 300) {
    throw failed(new ApiError('http', `${NETWORK_FAILED}（${res.statusCode}）`, res.statusCode), opts.silent)
  }
  const body = res.data
  if (!body || typeof body !== 'object' || typeof body.code !== 'number') {
    throw failed(new ApiError('business', '系统错误'), opts.silent)
  }
  return body
}

const messageOf = (body: WireEnvelope<unknown>) => body.info || body.msg || body.message || ''

/** said when the server sends one of these codes without a message (an empty toast shows a blank box) */
const FALLBACK_TEXT = {
  kicked: '登录已失效，请重新登录',
  banned: '账号已被禁用',
  realname: '请先完成实名认证',
} as const

/** what decides how an answer's code is handled */
export interface SettleOptions {
  /** the call carried a user: a login code then logs out */
  hadUser: boolean
  /** no business toast; the session codes still toast and have their effects */
  silent?: boolean
  /** docs/product/roles.md paths: any failing code is just reported to the caller */
  skipVerify?: boolean
}

/**
 * docs/product/error-codes.md for one envelope, whichever transport brought it (request, uploadFile): resolves
 * `data` on code 1 or 200, otherwise throws an ApiError whose `kind` names what happened
 * (login, kicked, banned, realname, business) and reports it to the app shell, which toasts,
 * logs out, clears storage or opens the real-name page as the kind says. `silent` quiets only
 * the business toast: a session code is always told.
 */
export function settleEnvelope<T>(body: WireEnvelope<T>, opts: SettleOptions): T {
  const { code } = body
  if (isSuccessCode(code)) return body.data
  const message = messageOf(body)
  if (opts.skipVerify) throw new ApiError('business', message || '系统错误', code)
  throw failed(codeError(code, message), opts.silent, opts.hadUser)
}

/** the ApiError for a failing code: its kind, and what to tell (the server's message, else why) */
function codeError(code: number, message: string): ApiError {
  if (LOGIN_CODES.includes(code)) return new ApiError('login', '请先登录', code)
  if (code === ResultCode.KICKED) return new ApiError('kicked', message || FALLBACK_TEXT.kicked, code)
  if (code === ResultCode.BANNED) return new ApiError('banned', message || FALLBACK_TEXT.banned, code)
  if (code === ResultCode.REALNAME_REQUIRED) return new ApiError('realname', message || FALLBACK_TEXT.realname, code)
  return new ApiError('business', message || '系统错误', code)
}

/**
 * The one way the app calls the backend: resolves the envelope's `data` on code 1 or 200,
 * otherwise applies docs/product/error-codes.md (settleEnvelope) and rejects with an ApiError.
 */
export async function request<P extends EndpointPath>(path: P, payload?: Req<P>, opts: RequestOptions = {}): Promise<Res<P>> {
  const hadUser = Boolean(session().currentUser()) || Boolean((payload as { token?: string } | undefined)?.token)
  const body = await requestEnvelope(path, payload, opts)
  return settleEnvelope(body, { hadUser, silent: opts.silent, skipVerify: SKIP_VERIFY_PATHS.has(path) })
}

/**
 * The launch probe of src/services/backendExtensions.ts: which extensions this backend serves. A 404 or any
 * refusal means none (a specification-only backend); no answer or a server fault leaves it unknown, to be
 * asked again by the next extension call.
 */
export async function sendExtensionsProbe(): Promise<ProbeAnswer> {
  try {
    const body = await requestEnvelope(EXTENSIONS_PROBE, {}, { silent: true })
    return isSuccessCode(body.code) && body.data ? { kind: 'served', endpoints: body.data.endpoints, surfaces: body.data.surfaces } : { kind: 'none' }
  } catch (e) {
    const status = e instanceof ApiError && e.kind === 'http' ? e.code ?? 0 : 0
    return status >= 400 && status < 500 ? { kind: 'none' } : { kind: 'unreachable' }
  }
}
