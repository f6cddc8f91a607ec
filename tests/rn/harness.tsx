import type { ComponentType } from 'react'
import { act, create, type ReactTestInstance, type ReactTestRenderer } from 'react-test-renderer'
import { RootSiblingParent } from 'react-native-root-siblings'
import { createPageConfig } from '@tarojs/runtime-rn'
import { endpoints, type EndpointPath, type Res } from '@contract/api'
import { installServiceEffects } from '@/shell/serviceEffects'

// what the services report (toasts, loading, session effects) shows as src/app.tsx shows it
installServiceEffects()

/**
 * Rendering the app's pages as Taro React Native shows them: Taro's RN page wrapper (scroll view,
 * focus/blur lifecycles) inside the root-sibling layer the RN app provides, with `fetch` answered
 * by a fake backend whose answers are checked against the contract.
 *
 *   const server = fakeServer({ 'api/Apis/zmzh': wallet })   // every other path: no network
 *   const page = await renderPage('pages/msyng/withdraw/withdraw')
 *   expect(page.title()).toBe('我的钱包'); expect(page.text()).toContain('金币余额')
 *   page.unmount()
 */

type Listener = () => void

/** the react-navigation screen props the wrapper reads: focus/blur listeners */
export function fakeNavigation() {
  const listeners = new Map<string, Listener[]>()
  return {
    addListener(event: string, fn: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), fn])
      return () => listeners.set(event, (listeners.get(event) ?? []).filter((l) => l !== fn))
    },
    emit(event: string) {
      for (const fn of listeners.get(event) ?? []) fn()
    },
  }
}

interface PageModule {
  default: ComponentType
}

/** a page's component and its nav-bar title, from its route (`pages/...`, no leading slash) */
export function loadPage(pagePath: string): { Page: ComponentType; title: string } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the route names the module
  const page = require(`@/${pagePath}`) as PageModule
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the route names the module
  const config = require(`@/${pagePath}.config`) as { default: { navigationBarTitleText: string } }
  return { Page: page.default, title: config.default.navigationBarTitleText }
}

/** RN's own Text, where every string ends up (host nodes are typed by name at runtime) */
export function isHostText(node: ReactTestInstance): boolean {
  return (node.type as unknown) === 'Text'
}

/** the strings of the host Text nodes in a node (itself included) */
export function texts(node: ReactTestInstance): string[] {
  return node
    .findAll(isHostText)
    .map((n) => [n.props.children].flat().filter((c) => typeof c === 'string' || typeof c === 'number').join(''))
}

/** renders the change (awaited when it is async), then lets the root-sibling layer commit (it does so on the next macrotask) */
export async function settle(change: () => void | Promise<void> = () => undefined): Promise<void> {
  await act(async () => change())
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

/**
 * Taps a node with an onClick as Taro RN delivers it. A Taro Text hands onClick to RN's Text as
 * onPress, which gets RN's press event; every other touchable (View, Image: components-rn's
 * useClickable) gets a plain object with type 'tap' and touch positions, without the DOM's
 * stopPropagation (the innermost touchable takes a tap alone on RN).
 */
export async function tap(node: ReactTestInstance): Promise<void> {
  const onClick = node.props.onClick as (event: unknown) => void
  const rnText = node.findAll((n) => isHostText(n) && n.props.onPress === onClick)[0]
  const event = rnText
    ? { nativeEvent: { pageX: 0, pageY: 0, timestamp: 0 }, stopPropagation() {}, preventDefault() {} }
    : {
        type: 'tap', timeStamp: 0, target: { id: 1, dataset: {} }, currentTarget: { id: 1, dataset: {} },
        detail: { x: 0, y: 0 }, touches: [], changedTouches: [],
      }
  await settle(() => onClick(event))
  for (let i = 0; i < 3; i += 1) await settle()
}

export interface RenderedPage {
  renderer: ReactTestRenderer
  navigation: ReturnType<typeof fakeNavigation>
  /** the title the page's config gives its nav bar */
  configTitle: string
  /** the nav bar's title as shown */
  title(): string
  /** every string shown, in order, joined by a space */
  text(): string
  byTestId(id: string): ReactTestInstance[]
  /** console.error calls while the page was rendered (React warnings, failed renders) */
  errors: string[]
  unmount(): void
}

/**
 * Renders a page (`pages/...`) with its route params, focuses it (useDidShow) and waits until
 * every answer of the fake backend has been rendered.
 */
export async function renderPage(pagePath: string, params: Record<string, string> = {}): Promise<RenderedPage> {
  const { Page, title: configTitle } = loadPage(pagePath)
  const Screen = createPageConfig(Page, { pagePath: `/${pagePath}` }) as ComponentType<Record<string, unknown>>
  const navigation = fakeNavigation()
  const errors: string[] = []
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '))
  })
  let renderer: ReactTestRenderer | undefined
  await act(async () => {
    renderer = create(
      <RootSiblingParent>
        <Screen navigation={navigation} route={{ key: pagePath, name: pagePath, params }} />
      </RootSiblingParent>,
    )
  })
  await settle(() => navigation.emit('focus'))
  // answers resolve in a few microtask/macrotask hops (fetch, json, store, render)
  for (let i = 0; i < 5; i += 1) await settle()
  const root = renderer!
  return {
    renderer: root,
    navigation,
    configTitle,
    title: () =>
      root.root
        .findAll((n) => isHostText(n) && n.props.className === 'nav-bar__title')
        .map((n) => texts(n).join(''))
        .join(''),
    text: () => texts(root.root).filter(Boolean).join(' '),
    byTestId: (id) => root.root.findAll((n) => n.props['data-testid'] === id, { deep: false }),
    errors,
    unmount() {
      act(() => root.unmount())
      consoleError.mockRestore()
    },
  }
}

/** answers of the fake backend, by path: data, or a function of the form fields sent */
export type Answers = { [P in EndpointPath]?: Res<P> | ((fields: Record<string, string>) => Res<P>) }

export interface FakeServer {
  /** every call made, in order */
  calls: { path: string; fields: Record<string, string> }[]
  /** paths called that had no answer (they failed like a phone without network) */
  unanswered: string[]
  /** fixtures the contract's response schema refused (answered as a network failure) */
  broken: string[]
}

/**
 * Replaces `fetch` (what Taro RN's request uses) with a backend that answers the given paths with
 * the envelope `{ code: 1, data }`; every answer is parsed with the contract's response schema first,
 * so a fixture that drifts from the contract fails the test instead of rendering nonsense.
 */
export function fakeServer(answers: Answers, apiBase = process.env.TARO_APP_API_BASE ?? ''): FakeServer {
  const server: FakeServer = { calls: [], unanswered: [], broken: [] }
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const path = String(input).slice(apiBase.length).split('?')[0]
    const fields = Object.fromEntries(new URLSearchParams(typeof init?.body === 'string' ? init.body : url.search))
    server.calls.push({ path, fields })
    const answer = (answers as Record<string, unknown>)[path]
    if (answer === undefined) {
      server.unanswered.push(path)
      throw new TypeError('Network request failed')
    }
    const data = typeof answer === 'function' ? (answer as (f: Record<string, string>) => unknown)(fields) : answer
    const checked = endpoints[path as EndpointPath].res.safeParse(data)
    if (!checked.success) {
      server.broken.push(`${path}: ${checked.error.message}`)
      throw new TypeError('Network request failed')
    }
    const body = { code: 1, msg: '', data }
    return { status: 200, headers: {}, json: async () => body } as unknown as Response
  }) as unknown as typeof fetch
  return server
}
