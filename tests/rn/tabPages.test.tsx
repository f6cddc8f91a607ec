import type { ComponentType } from 'react'
import { act, create, type ReactTestInstance, type ReactTestRenderer } from 'react-test-renderer'
import { Share } from 'react-native'
import { RootSiblingParent } from 'react-native-root-siblings'
import { createPageConfig } from '@tarojs/runtime-rn'
import { rootStore } from '@/stores/RootStore'
import { TABS } from '@/navigation/tabs'
import { fetchBoard } from '@/features/community/services/community'
import { fakeNavigation, isHostText, loadPage, settle, texts } from './harness'

/**
 * The five tab pages rendered by Taro's React Native page wrapper (scroll view, lifecycles),
 * inside the root-sibling layer Taro RN's app provides, as the app shows them.
 */

function tabBar(renderer: ReactTestRenderer): ReactTestInstance | null {
  const found = renderer.root.findAll((n) => n.props['data-testid'] === 'app-tab-bar', { deep: false })
  return found[0] ?? null
}

function tabLabels(renderer: ReactTestRenderer): string[] {
  const bar = tabBar(renderer)
  return bar ? texts(bar) : []
}

function selectedLabel(renderer: ReactTestRenderer): string | undefined {
  const bar = tabBar(renderer)
  const on = bar?.findAll((n) => isHostText(n) && String(n.props.className ?? '').includes('app-tab-bar__text--on'))
  return on?.length ? texts(on[0]).join('') : undefined
}

// no backend in this suite: every request fails like a phone without network
beforeAll(() => {
  global.fetch = jest.fn(() => Promise.reject(new TypeError('Network request failed'))) as unknown as typeof fetch
})

afterEach(() => {
  act(() => rootStore.app.setPayModule(false))
})

// the home board's requests go out 500 ms apart (docs/product/api.md): the last home render's one may still be
// waiting; a call through the same queue settles after it, while the suite is still running
afterAll(async () => {
  await settle(async () => {
    await fetchBoard({ sort: 'latest' }, 1, 1).catch(() => undefined)
  })
})

describe.each(TABS.map((tab) => [tab.pagePath, tab.text] as const))('RN tab page %s', (pagePath, tabText) => {
  let renderer: ReactTestRenderer
  let navigation: ReturnType<typeof fakeNavigation>
  let title: string

  beforeEach(async () => {
    const loaded = loadPage(pagePath)
    title = loaded.title
    const Screen = createPageConfig(loaded.Page, { pagePath: `/${pagePath}` }) as ComponentType<Record<string, unknown>>
    navigation = fakeNavigation()
    await act(async () => {
      renderer = create(
        <RootSiblingParent>
          <Screen navigation={navigation} route={{ key: pagePath, name: pagePath, params: {} }} />
        </RootSiblingParent>,
      )
    })
    await settle(() => navigation.emit('focus'))
  })

  afterEach(() => {
    act(() => renderer.unmount())
  })

  it('shows the page title in the nav bar', () => {
    const titleNodes = renderer.root.findAll((n) => isHostText(n) && n.props.className === 'nav-bar__title')
    expect(titleNodes.map((n) => texts(n).join(''))).toEqual([title])
  })

  it('shows 3 tabs with the pay module off and 5 once it is on, with its own tab selected', async () => {
    expect(tabLabels(renderer)).toEqual(['首页', '赛事', '我的'])
    await settle(() => rootStore.app.setPayModule(true))
    expect(tabLabels(renderer)).toEqual(['首页', '赛事', '精选', '专家', '我的'])
    expect(selectedLabel(renderer)).toBe(tabText)
  })

  it('shares the page title and path through the system share sheet', async () => {
    const share = jest.spyOn(Share, 'share').mockResolvedValue({ action: Share.sharedAction })
    const [button] = renderer.root.findAll((n) => n.props['data-testid'] === 'share-button', { deep: false })
    await act(async () => button.props.onClick())
    expect(share).toHaveBeenCalledWith({ title, message: `${title} /${pagePath}` })
    share.mockRestore()
  })

  it('takes its tab bar away while another page covers it', async () => {
    expect(tabBar(renderer)).not.toBeNull()
    await settle(() => navigation.emit('blur'))
    expect(tabBar(renderer)).toBeNull()
  })
})
