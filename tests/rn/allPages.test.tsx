import { act } from 'react-test-renderer'
import { rootStore } from '@/stores/RootStore'
import { fakeServer, renderPage, type FakeServer } from './harness'
import { loggedInUser } from './fixtures'

/**
 * Every route of the app renders on React Native without a crash or a logged error, with its
 * nav bar, for a logged-in user with the pay module on, while the network is down (every page's
 * loading and error states are what shows, so nothing here depends on data). A shared component
 * calling an API Taro RN does not have, or markup RN cannot draw, fails here.
 */

interface AppConfig {
  pages: string[]
  subPackages: { root: string; pages: string[] }[]
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the app config is a compile-time module
const appConfig = (require('@/app.config') as { default: AppConfig }).default
const routes = [...appConfig.pages, ...appConfig.subPackages.flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))]

/** React's own deprecation notice about a Taro RN component (components-rn's Input), not the app's */
const LIBRARY_NOTICE = /Support for defaultProps will be removed from function components/

let server: FakeServer

beforeEach(() => {
  server = fakeServer({})
  act(() => {
    rootStore.app.setPayModule(true)
    rootStore.user.signIn(loggedInUser)
  })
})

afterEach(() => {
  act(() => {
    rootStore.user.clearStorage()
    rootStore.app.setPayModule(false)
  })
})

test.each(routes)('%s renders on React Native', async (route) => {
  const page = await renderPage(route)
  try {
    expect(page.title()).toBe(page.configTitle)
    expect(page.errors.filter((e) => !LIBRARY_NOTICE.test(e))).toEqual([])
  } finally {
    page.unmount()
  }
  expect(server.broken).toEqual([])
})
