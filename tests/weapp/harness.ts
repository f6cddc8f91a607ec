/**
 * Render pages of the real weapp build in miniprogram-simulate (official WXML compiler + jsdom).
 *
 *   const server = await startStandIn({ payModule: true })   // in-memory DB with the seeded data
 *   const page = await loadPage('pages/index/index', { server: server.app, query: { id: '3' }, storage: { userInfo } })
 *   expect(page.title()).toBe('体育')
 *   expect(page.hasText('英超')).toBe(true)
 *   await page.tap('全部')                     // taps the innermost element showing that text (or a CSS selector)
 *   expect(page.log.navigations).toContain('navigateTo /pages/msyng/sportsSetails/sportsSetails?id=3')
 *   page.unload(); await server.close()
 *
 * Each loadPage starts a fresh app (app.js evaluated again, fresh MobX stores reading `storage`),
 * then loads the page as WeChat would: App onLaunch/onShow (and wx.onAppShow listeners), page
 * onLoad(query)/onShow/onReady; page.appHide() / page.appShow() send the app to the background and back.
 * wx.request is answered by the stand-in server (fastify.inject); navigation, toasts and modals
 * are recorded in `page.log`; console errors during the page's life land in `page.errors`.
 * The build lives in tests/weapp/paths.js `distDir` (built by globalSetup.js).
 */
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import simulate from 'miniprogram-simulate'
import { distDir } from './paths'
import { createDistLoader, type DistRequire } from './distLoader'
import { createWxAdapter, type FakeWxSocket, type WxLog } from './wxAdapter'

// miniprogram-simulate's internals: runJs is how it executes a component's file (no typings)
// eslint-disable-next-line @typescript-eslint/no-require-imports
const simulateUtils = require('miniprogram-simulate/src/utils') as { runJs: DistRequire }
// eslint-disable-next-line @typescript-eslint/no-require-imports
const exparser = require('miniprogram-exparser') as Exparser

interface Exparser {
  Event: {
    create(name: string, detail: object, opts: object): unknown
    dispatchEvent(target: unknown, event: unknown): void
  }
}

/** j-component's root component, as render() returns it */
interface RenderedRoot {
  dom: Element
  attach(parent: Node): void
  detach(): void
}

/** what WeChat calls on a page and an app: the subset the harness drives */
type Lifecycle = Record<string, ((...args: unknown[]) => unknown) | unknown>

export interface LoadOptions {
  /** the server that answers wx.request (startStandIn().app) */
  server: FastifyInstance
  /** page parameters, as in the url's query */
  query?: Record<string, string>
  /** storage before the app starts, e.g. { userInfo, user_id } for a logged-in user */
  storage?: Record<string, unknown>
  modalAnswer?: 'confirm' | 'cancel'
  /** what wx.requestVirtualPayment does: pay through the stand-in's WeChat (default) or cancel */
  virtualPay?: 'pay' | 'cancel'
  /** the phone and WeChat version (default miniprogram-simulate's: an iPhone with WeChat 8.0.5) */
  device?: { platform: 'ios' | 'android'; system: string; wechat: string }
  /** most time to wait for requests and renders to finish; default 5 s */
  settleMs?: number
  /**
   * how WeChat opened the app (the launch and enter options' scene): default 1001 (the mini-program
   * list); 1154 opens the page from Moments, in WeChat's single-page mode
   */
  scene?: number
  /** wx.request calls wait (unanswered, not waited for) until page.releaseRequests(): a start before the network answers */
  holdRequests?: boolean
  /** the clock setDataTimes are read from; default performance.now() (the audit's live phase skips waits on its own) */
  now?: () => number
  /** a CSS selector: page.firstSeenMs says when it first matched in the page, counted from the launch */
  watchFor?: string
}

export interface RenderedPage {
  route: string
  dom: HTMLElement
  log: WxLog
  /** the live sockets the app opened (wx.connectSocket): the test opens them and pushes messages */
  sockets: FakeWxSocket[]
  /** the bytes of every page setData call since the page loaded (JSON of its data argument) */
  setDataBytes: number[]
  /** when each of those calls came (opts.now, else performance.now(): real ms, as the app's Date may be shifted) */
  setDataTimes: number[]
  storage: Map<string, unknown>
  /** console.error output and uncaught errors while the page lived */
  errors: string[]
  /** the NavBar's title text */
  title(): string
  /** all text shown, whitespace collapsed */
  text(): string
  hasText(text: string): boolean
  /** the innermost element whose text contains `text` */
  findByText(text: string): Element | null
  /** taps an element (given itself, by CSS selector, or by its text), then waits until things settle */
  tap(target: string | Element): Promise<void>
  /** calls a page lifecycle (onPullDownRefresh, onReachBottom, onShow...) and waits */
  lifecycle(name: string, ...args: unknown[]): Promise<void>
  /** waits until no request is in flight and the tree stopped changing */
  settle(): Promise<void>
  /** the app goes to the background as WeChat sends it there (wx.onAppHide listeners, App onHide), and waits */
  appHide(): Promise<void>
  /** the app comes back (wx.onAppShow listeners, App onShow), and waits */
  appShow(): Promise<void>
  /** sends the requests held back (holdRequests) and waits until things settle */
  releaseRequests(): Promise<void>
  /** ms from the launch (app.js evaluated) until opts.watchFor first matched; null if it never did */
  firstSeenMs: number | null
  unload(): void
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const collapse = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim()

/** console.error as jest set it up; each loaded page swaps it for its own collector until unload() */
const realConsoleError = console.error

/** the base API mocks miniprogram-simulate installed on global.wx when it loaded */
const simulateApi = { ...(globalThis as unknown as { wx: Record<string, unknown> }).wx }

// Taro gives components `behaviors: {}` and `externalClasses: {}` when they have none; WeChat accepts
// that, j-component (inside miniprogram-simulate) wants arrays
const simulateComponent = (globalThis as unknown as { Component: (def: Record<string, unknown>) => void }).Component
;(globalThis as unknown as { Component: (def: Record<string, unknown>) => void }).Component = (def) => {
  for (const key of ['behaviors', 'externalClasses']) if (def[key] !== undefined && !Array.isArray(def[key])) def[key] = []
  simulateComponent(def)
}

/** the mini program's globals, set again for every app instance */
function installGlobals(g: Record<string, unknown>, wx: Record<string, unknown>, route: string, query: Record<string, string>, log: WxLog) {
  let app: Lifecycle | null = null
  const pages: Lifecycle[] = []
  g.wx = wx
  g.App = (config: Lifecycle) => {
    app = config
  }
  g.getApp = () => app
  g.getCurrentPages = () => pages
  // WeChat's Page() is a Component with page lifetimes; miniprogram-simulate only knows Component
  g.Page = (config: Lifecycle) => {
    const methods: Record<string, unknown> = {}
    const fields: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(config)) (typeof v === 'function' ? methods : fields)[k] = v
    // WeChat's initial rendering cache (dynamic): recorded for the tests
    methods.setInitialRenderingCache = (data: object | null) => void log.renderingCaches.push(data)
    const component = g.Component as (def: object) => void
    component({
      data: (config.data as object) ?? {},
      methods,
      lifetimes: {
        attached(this: Lifecycle) {
          Object.assign(this, fields, { route, __route__: route, options: query })
          pages.push(this)
          ;(this.onLoad as ((q: object) => void) | undefined)?.call(this, { ...query })
          ;(this.onShow as (() => void) | undefined)?.call(this)
        },
        ready(this: Lifecycle) {
          ;(this.onReady as (() => void) | undefined)?.call(this)
        },
        detached(this: Lifecycle) {
          ;(this.onUnload as (() => void) | undefined)?.call(this)
          pages.splice(pages.indexOf(this), 1)
        },
      },
    })
  }
  return { app: () => app, pages }
}

export async function loadPage(route: string, opts: LoadOptions): Promise<RenderedPage> {
  const query = opts.query ?? {}
  const launchedAt = performance.now()
  const errors: string[] = []
  const g = globalThis as unknown as Record<string, unknown>
  const launch = { path: route, query, scene: opts.scene ?? 1001, referrerInfo: {} }
  const adapter = createWxAdapter(simulateApi, { server: opts.server, storage: opts.storage, modalAnswer: opts.modalAnswer, virtualPay: opts.virtualPay, device: opts.device, launch, holdRequests: opts.holdRequests })
  const state = installGlobals(g, adapter.wx, route, query, adapter.log)

  const consoleError = realConsoleError
  console.error = (...args: unknown[]) => {
    errors.push(args.map((a) => (a instanceof Error ? a.stack ?? a.message : String(a))).join(' '))
  }
  const onWindowError = (e: ErrorEvent) => errors.push(String(e.error?.stack ?? e.message))
  window.addEventListener('error', onWindowError)

  const loader = createDistLoader()
  simulateUtils.runJs = loader.run
  try {
    loader.require(path.join(distDir, 'app'))
  } catch (e) {
    console.error = consoleError
    throw new Error(`app.js of the weapp build threw: ${(e as Error).stack}`)
  }
  const app = state.app()
  if (!app) throw new Error('app.js did not call App()')
  ;(app.onLaunch as ((o: object) => void) | undefined)?.call(app, launch)
  ;(app.onShow as ((o: object) => void) | undefined)?.call(app, launch)
  adapter.emitApp('show', launch)

  const parent = document.createElement('div')
  document.body.appendChild(parent)
  let firstSeenMs: number | null = null
  const watcher = new MutationObserver(() => {
    if (firstSeenMs === null && opts.watchFor && parent.querySelector(opts.watchFor)) {
      firstSeenMs = performance.now() - launchedAt
      watcher.disconnect()
    }
  })
  if (opts.watchFor) watcher.observe(parent, { childList: true, subtree: true, attributes: true, characterData: true })
  let comp: RenderedRoot
  try {
    // the typings give a plain Component for a string id; at run time render() returns the root
    comp = simulate.render(simulate.load(path.join(distDir, route), { compiler: 'official', rootPath: distDir })) as unknown as RenderedRoot
    comp.attach(parent)
  } catch (e) {
    console.error = consoleError
    window.removeEventListener('error', onWindowError)
    parent.remove()
    throw new Error(`${route} failed to load: ${(e as Error).stack}`)
  }
  const dom = comp.dom as HTMLElement
  // what the page sends to the view layer: Taro's runtime calls the page instance's setData
  const setDataBytes: number[] = []
  const setDataTimes: number[] = []
  const now = opts.now ?? (() => performance.now())
  const pageInstance = state.pages[state.pages.length - 1] as (Lifecycle & { setData?: (data: object, cb?: () => void) => void }) | undefined
  const realSetData = pageInstance?.setData
  if (pageInstance && typeof realSetData === 'function') {
    pageInstance.setData = function countedSetData(this: unknown, data: object, cb?: () => void) {
      setDataBytes.push(Buffer.byteLength(JSON.stringify(data), 'utf8'))
      setDataTimes.push(now())
      return realSetData.call(this, data, cb)
    }
  }

  const settle = async () => {
    const until = Date.now() + (opts.settleMs ?? 5000)
    let last = ''
    let stable = 0
    while (Date.now() < until && stable < 3) {
      await sleep(20)
      const now = dom.innerHTML
      // an empty page has not rendered yet, it has not settled: the first render comes some tasks after
      // onLoad (the app's launch requests are answered first), and on a loaded machine it can come after
      // three quiet checks (pages/competition/competition once showed no title at all)
      stable = adapter.pending() === 0 && now === last && now !== '' ? stable + 1 : 0
      last = now
    }
  }
  const findByText = (text: string): Element | null => {
    let found: Element | null = null
    for (const el of Array.from(dom.querySelectorAll('*'))) {
      if (collapse(el.textContent).includes(text)) found = el // document order: later matches are deeper
    }
    return found
  }
  const tap = async (target: string | Element) => {
    const el = typeof target === 'string' ? dom.querySelector(target) ?? findByText(target) : target
    if (!el) throw new Error(`${route}: nothing to tap for ${String(target)}; the page shows: ${collapse(dom.textContent).slice(0, 300)}`)
    let node: (Element & { __wxElement?: unknown }) | null = el
    while (node && !node.__wxElement) node = node.parentElement
    if (!node) throw new Error(`${route}: ${String(target)} is not part of the rendered tree`)
    exparser.Event.dispatchEvent(
      node.__wxElement,
      exparser.Event.create('tap', { x: 0, y: 0 }, {
        originalEvent: new CustomEvent('tap'),
        bubbles: true,
        capturePhase: true,
        composed: true,
        extraFields: { touches: {}, changedTouches: {} },
      }),
    )
    await settle()
  }
  const page: RenderedPage = {
    route,
    dom,
    log: adapter.log,
    sockets: adapter.sockets,
    setDataBytes,
    setDataTimes,
    storage: adapter.storage,
    errors,
    title: () => collapse(dom.querySelector('[class*="nav-bar__title"]')?.textContent),
    text: () => collapse(dom.textContent),
    hasText: (text) => collapse(dom.textContent).includes(text),
    findByText,
    tap,
    async lifecycle(name, ...args) {
      const instance = state.pages[state.pages.length - 1]
      const fn = instance?.[name]
      if (typeof fn !== 'function') throw new Error(`${route} has no ${name}`)
      fn.apply(instance, args)
      await settle()
    },
    settle,
    async appHide() {
      adapter.emitApp('hide')
      ;(app.onHide as (() => void) | undefined)?.call(app)
      await settle()
    },
    async appShow() {
      const enter = { ...launch, scene: 1089 }
      adapter.emitApp('show', enter)
      ;(app.onShow as ((o: object) => void) | undefined)?.call(app, enter)
      await settle()
    },
    async releaseRequests() {
      adapter.releaseHeld()
      await settle()
    },
    get firstSeenMs() {
      return firstSeenMs
    },
    unload() {
      watcher.disconnect()
      comp.detach()
      parent.remove()
      console.error = consoleError
      window.removeEventListener('error', onWindowError)
    },
  }
  await settle()
  return page
}
