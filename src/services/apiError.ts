/**
 * The one error every request rejects with (docs/architecture.md: errors as data). Callers branch on `kind`:
 * - network: no answer (offline, timeout) · http: a non-2xx status
 * - login: 410000/410001/410002/40000 · kicked: 100 · banned: 33 · realname: -2
 * - business: any other code (validation, not found, rule broken)
 */
export type ApiErrorKind = 'network' | 'http' | 'login' | 'kicked' | 'banned' | 'realname' | 'business'

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** the envelope code, or the HTTP status for kind 'http' */
    readonly code?: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError
}

/** a code that ends or changes the session: the app shell has told the user already (src/shell/serviceEffects), even on a silent call */
export function isSessionError(e: unknown): e is ApiError {
  return isApiError(e) && (e.kind === 'login' || e.kind === 'kicked' || e.kind === 'banned' || e.kind === 'realname')
}

/** a message to show for any thrown value */
export function errorMessage(e: unknown, fallback = '系统错误'): string {
  return (e as { message?: string } | null)?.message || fallback
}
