import { useRouter } from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import { useStores } from '@/stores/StoreContext'
import type { RouteName, RouteParam } from '@/navigation/routes'
import { pendingActions, RESUME_PARAM, type PendingAction, type PendingKind } from '@/stores/pendingActionStore'

/**
 * A page redoes the action a flow interrupted (issue 26 item 3): once `ready` (the item shown) and
 * a user is signed in, the pending action of `kind` for this page (same route and id) is handed
 * over once to `run`: a follow is completed, a purchase's confirm opens again, a draft comes back.
 * Only a page opened to resume it (`resume=<kind>`: 我的's banner, 返回继续购买) does: the page
 * that sent the user to the login is still mounted below it on H5 when the sign-in completes, and
 * must not take the action (and 我的's way back) away before the relaunch.
 */
export function useResume(kind: PendingKind, route: RouteName, params: Record<string, RouteParam>, ready: boolean, run: (action: PendingAction) => void): void {
  const { user } = useStores()
  const resuming = useRouter().params[RESUME_PARAM] === kind
  const runRef = useRef(run)
  runRef.current = run
  const key = JSON.stringify(params)
  const loggedIn = user.isLoggedIn
  useEffect(() => {
    if (!resuming || !ready || !loggedIn) return
    const action = pendingActions.take(kind, route, JSON.parse(key) as Record<string, RouteParam>)
    if (action) runRef.current(action)
  }, [resuming, ready, loggedIn, kind, route, key])
}
