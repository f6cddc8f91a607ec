import type AsyncStorageType from '@react-native-async-storage/async-storage'
import type { UserInfo } from '@contract/api/account'

/**
 * Taro RN has no synchronous storage: the app keeps a memory copy of the native storage
 * (src/platform/storage.rn.ts), filled at launch, so a user who logged in before is still logged
 * in when the app starts again, and what the app writes reaches the native storage.
 */

const storedUser: UserInfo = {
  id: 7, user_id: '7', uid: '7', token: 'tok-rn', is_expert: 0, nickname: '老球迷', avatar: '', mobile: '138****8000',
  coins: 0, is_vip: false, vip_expire_at: null, realname_verified: false,
}

/** the native storage of the launch about to start (a fresh module registry has its own mock) */
let AsyncStorage: typeof AsyncStorageType

beforeEach(() => {
  jest.resetModules()
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- from the fresh registry
  const mod = require('@react-native-async-storage/async-storage') as { default?: typeof AsyncStorageType } & typeof AsyncStorageType
  AsyncStorage = mod.default ?? mod
})

/** a fresh module graph, as on a new launch */
function launch() {
  /* eslint-disable @typescript-eslint/no-require-imports -- each launch needs fresh modules */
  const storage = require('@/platform/storage') as typeof import('@/platform/storage')
  const { rootStore } = require('@/stores/RootStore') as typeof import('@/stores/RootStore')
  const App = (require('@/app') as { default: (p: { children: React.ReactNode }) => JSX.Element }).default
  // the renderer and React of the same registry as the app
  const renderer = require('react-test-renderer') as typeof import('react-test-renderer')
  const { Text } = require('react-native') as typeof import('react-native')
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { storage, rootStore, App, renderer, Text }
}

test('a user stored by an earlier launch is logged in once the app has started', async () => {
  await AsyncStorage.setItem('userInfo', JSON.stringify(storedUser))
  await AsyncStorage.setItem('user_id', JSON.stringify('7'))
  const { storage, rootStore, App, renderer, Text } = launch()
  expect(rootStore.user.isLoggedIn).toBe(false) // the native storage is not read yet

  await renderer.act(async () => {
    renderer.create(<App><Text>page</Text></App>)
    await storage.whenStorageReady()
  })

  expect(rootStore.user.isLoggedIn).toBe(true)
  expect(rootStore.user.userInfo?.nickname).toBe('老球迷')
})

test('logging in and out writes through to the native storage', async () => {
  const { storage, rootStore } = launch()
  await storage.whenStorageReady()

  rootStore.user.signIn(storedUser)
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(JSON.parse((await AsyncStorage.getItem('userInfo')) ?? 'null')).toMatchObject({ token: 'tok-rn' })
  expect(JSON.parse((await AsyncStorage.getItem('user_id')) ?? 'null')).toBe('7')

  rootStore.user.clearStorage()
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(await AsyncStorage.getAllKeys()).toEqual([])
  expect(storage.readStored('userInfo')).toBeUndefined()
})

test('a write made before the native storage was read is not overwritten by the older value', async () => {
  await AsyncStorage.setItem('searchHistory', JSON.stringify(['旧的']))
  const { storage } = launch()
  storage.writeStored('searchHistory', ['新的'])
  await storage.whenStorageReady()
  expect(storage.readStored('searchHistory')).toEqual(['新的'])
})
