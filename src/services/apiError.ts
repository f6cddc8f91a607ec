/**
 * The one error every request rejects with (docs/architecture.md: errors as data). Callers branch on `kind`:
 * - network: no answer (offline, timeout) · http: a non-2xx status
 * - login: 410000/410001/410002/40000 · kicked: 100 · banned: 33 · realname: -2
 * - business: any other code (validation, not found, rule broken)
 * - unavailable: an extension of the contract this backend does not serve (never sent, or it answered 404):
 *   not a failure to tell the user; what rides on it hides or falls back (src/services/backendExtensions.ts)
 */
export type ApiErrorKind = 'network' | 'http' | 'login' | 'kicked' | 'banned' | 'realname' | 'business' | 'unavailable'

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

/** the backend lacks this extension: hide what needs it, never show the error */
export function isUnavailable(e: unknown): e is ApiError {
  return isApiError(e) && e.kind === 'unavailable'
}

/** a message to show for any thrown value */
export function errorMessage(e: unknown, fallback = '系统错误'): string {
  return (e as { message?: string } | null)?.message || fallback
}
