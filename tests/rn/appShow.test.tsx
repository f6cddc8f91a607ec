import { AppState, type AppStateStatus } from 'react-native'
import type { ReactTestInstance } from 'react-test-renderer'
import { fakeServer, renderPage, settle, texts, type RenderedPage } from './harness'

/**
 * docs/product/pay-module.md on React Native: the launch and each return from the background
 * (AppState background → active) ask the pay-module flag once, and the tab bar follows the answer.
 */

// the preset's AppState mock has no state: Taro RN's page wrapper reads the one the app starts in
Object.defineProperty(AppState, 'currentState', { value: 'active', configurable: true })

let payModule = false
const server = fakeServer({ 'api/User/w': () => ({ pay: payModule }) })
const asked = () => server.calls.filter((c) => c.path === 'api/User/w').length

/** AppState as the phone changes it: every 'change' listener (Taro RN's page lifecycles, the app's shows) hears it */
async function appStateBecomes(state: AppStateStatus): Promise<void> {
  const listeners = (AppState.addEventListener as jest.Mock).mock.calls.filter(([event]) => event === 'change').map(([, fn]) => fn as (s: AppStateStatus) => void)
  await settle(() => listeners.forEach((fn) => fn(state)))
  for (let i = 0; i < 3; i += 1) await settle()
}

function tabLabels(page: RenderedPage): string[] {
  const bar: ReactTestInstance | undefined = page.renderer.root.findAll((n) => n.props['data-testid'] === 'app-tab-bar', { deep: false })[0]
  return bar ? texts(bar) : []
}

test('the launch and each return from the background ask the flag once; the tabs follow the answer', async () => {
  // the app's entry module: what it starts at launch, before any page mounts
  await settle(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded here, after the fake backend is in place
    require('@/shell/AppRoot')
  })
  const page = await renderPage('pages/user/user')
  try {
    expect([asked(), tabLabels(page)]).toEqual([1, ['首页', '赛事', '我的']])
    const shows: Array<[boolean, string[]]> = [
      [true, ['首页', '赛事', '精选', '专家', '我的']],
      [false, ['首页', '赛事', '我的']],
      [true, ['首页', '赛事', '精选', '专家', '我的']],
    ]
    for (const [index, [on, tabs]] of shows.entries()) {
      await appStateBecomes('background')
      payModule = on
      expect(asked()).toBe(index + 1)
      await appStateBecomes('active')
      // an 'active' told twice (the phone reporting it again) is the same show
      await appStateBecomes('active')
      expect([asked(), tabLabels(page)]).toEqual([index + 2, tabs])
    }
  } finally {
    page.unmount()
  }
})
