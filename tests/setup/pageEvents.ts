import { act, render, type RenderResult } from '@testing-library/react'
import { Current, getPageInstance } from '@tarojs/runtime'
import type { ReactElement } from 'react'
import { rootStore } from '@/stores/RootStore'

/** hooks used outside a real page register on this instance (the React runtime's HOOKS_APP_ID) */
const HOOKS_PAGE_ID = 'taro-app'

/** the page lifecycles a component test can fire: what Taro's router would call on H5 */
export type PageEvent =
  | 'onPullDownRefresh'
  | 'onReachBottom'
  | 'componentDidShow'
  | 'componentDidHide'
  | 'onLoad'
  | 'onReady'
  | 'onUnload'
  | 'onShareAppMessage'

/**
 * Runs every callback a mounted component registered with useDidShow, usePullDownRefresh,
 * useReachBottom... and resolves once the async ones settle. Returns what they returned.
 */
export async function firePageEvent(event: PageEvent, ...args: unknown[]): Promise<unknown[]> {
  const inst = getPageInstance(HOOKS_PAGE_ID) as Record<string, unknown> | undefined
  const registered = inst?.[event]
  const callbacks = (Array.isArray(registered) ? registered : registered ? [registered] : []) as Array<
    (...a: unknown[]) => unknown
  >
  return Promise.all(callbacks.map((cb) => cb(...args)))
}

/** a page as the router opens it: rendered, its first effects settled, then shown */
export async function openPage(page: ReactElement): Promise<RenderResult> {
  const view = render(page)
  await act(async () => undefined)
  await act(async () => void (await firePageEvent('componentDidShow')))
  return view
}

/** after a page test: no route, no spies, no signed-in user left for the next test */
export function leavePage(): void {
  Current.router = null
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
}
