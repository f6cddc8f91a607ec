/**
 * Issue 26 item 3: the action a flow interrupted (login, top-up) is kept in storage, so it survives
 * the relaunch to 我的 (and H5's full page load after the cashier), offered once, and forgotten
 * after 10 minutes.
 */
import Taro from '@tarojs/taro'
import { PENDING_ACTION_KEY, PENDING_ACTION_TTL_MS, PendingActionStore, pendingActions, type PendingInput } from '@/stores/pendingActionStore'
import { requireLogin } from '@/navigation/loginGuard'
import { rootStore } from '@/stores/RootStore'
import { makeUser } from '../../setup/fixtures'
import { spyOnTaro } from '../../setup/taroSpies'

const FOLLOW: PendingInput = { kind: 'follow', route: 'matchDetail', params: { id: 42 }, label: '曼联 vs 切尔西' }

let now = 1_700_000_000_000
const clock = () => now

beforeEach(() => {
  spyOnTaro()
  rootStore.user.clearStorage()
  pendingActions.clear()
  now = 1_700_000_000_000
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

test('remembered in storage: a store made after a relaunch reads it back', () => {
  new PendingActionStore(clock).remember(FOLLOW)
  expect(Taro.getStorageSync(PENDING_ACTION_KEY)).toMatchObject({ kind: 'follow', route: 'matchDetail', params: { id: 42 }, createdAt: now })
  const afterRelaunch = new PendingActionStore(clock)
  expect(afterRelaunch.current).toMatchObject(FOLLOW)
  expect(afterRelaunch.bannerText).toBe('继续：关注 曼联 vs 切尔西')
  expect(afterRelaunch.resumeUrl).toBe('/pages/msyng/sportsSetails/sportsSetails?id=42&resume=follow')
})

test('forgotten after 10 minutes', () => {
  const store = new PendingActionStore(clock)
  store.remember({ kind: 'buy', route: 'predictionDetail', params: { id: 7 }, label: '周末稳胆' })
  now += PENDING_ACTION_TTL_MS
  expect(store.bannerText).toBe('继续：购买 周末稳胆')
  now += 1
  expect(store.current).toBeNull()
  expect(store.bannerText).toBeNull()
  expect(store.resumeUrl).toBeNull()
  expect(store.peek('buy')).toBeNull()
})

test('handed over once, to the page it belongs to (same route and id, same kind)', () => {
  const store = new PendingActionStore(clock)
  store.remember(FOLLOW)
  expect(store.take('follow', 'matchDetail', { id: 43 })).toBeNull()
  expect(store.take('chat', 'matchDetail', { id: 42 })).toBeNull()
  expect(store.take('follow', 'predictionDetail', { id: 42 })).toBeNull()
  expect(store.peek('follow')).toMatchObject(FOLLOW)
  // the id comes from the URL as a string
  expect(store.take('follow', 'matchDetail', { id: '42' })).toMatchObject(FOLLOW)
  expect(store.take('follow', 'matchDetail', { id: 42 })).toBeNull()
  expect(Taro.getStorageSync(PENDING_ACTION_KEY)).toBeFalsy()
})

test('what storage holds that is not an action is ignored', () => {
  Taro.setStorageSync(PENDING_ACTION_KEY, { kind: 'steal', route: 'x' })
  expect(new PendingActionStore(clock).current).toBeNull()
})

test('the login guard remembers the tapped action for a logged-out user, and nothing for a signed-in one', () => {
  jest.useFakeTimers()
  expect(requireLogin(FOLLOW)).toBe(false)
  expect(pendingActions.peek('follow')).toMatchObject(FOLLOW)
  pendingActions.clear()

  rootStore.user.signIn(makeUser())
  expect(requireLogin(FOLLOW)).toBe(true)
  expect(pendingActions.current).toBeNull()
})
