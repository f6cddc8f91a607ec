import type { ApiError } from './apiError'

/**
 * What services tell the app shell. Services show nothing and open no page (no toast, loading
 * indicator, navigation or relaunch): they resolve results, reject with an ApiError, and report
 * here what the user should see. The shell (src/shell/serviceEffects.ts, installed once by
 * src/shell/AppRoot.tsx) is the one listener that turns these into toasts, the loading indicator, the
 * logout and the page changes. Like the session port (./session.ts), nothing here imports the
 * stores or the UI; unit tests may listen themselves.
 */
export type ServiceEvent =
  /** a call asked for the loading indicator (RequestOptions.loading) */
  | { type: 'loadingStarted'; title: string }
  /** that call ended, however it ended */
  | { type: 'loadingEnded' }
  /**
   * a call failed with `error` (ApiError kinds: network, http, login, kicked, banned, realname,
   * business). `silent`: the caller shows the failure itself (only the session kinds are then
   * told); `hadUser`: the call carried a user, so a login code ends that session.
   */
  | { type: 'requestFailed'; error: ApiError; silent: boolean; hadUser: boolean }
  /**
   * docs/product/states.md: a sign-in completed (the user is kept); the personal center should open.
   * `registered`: the account was just created (the user is told 注册成功, not 登录成功)
   */
  | { type: 'signedIn'; registered?: boolean }
  /** a sign-in was refused after the login call (the member info did not come); nobody is signed in */
  | { type: 'signInFailed' }

export type ServiceEventListener = (event: ServiceEvent) => void

const listeners = new Set<ServiceEventListener>()

/** listens to every service event; returns the unsubscribe */
export function onServiceEvent(listener: ServiceEventListener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** reports an event to the listeners, synchronously (a session code's logout starts before the call rejects) */
export function emitServiceEvent(event: ServiceEvent): void {
  for (const listener of [...listeners]) listener(event)
}
