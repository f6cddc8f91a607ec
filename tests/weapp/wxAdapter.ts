import type { FastifyInstance } from 'fastify'

/** what the adapter's WeChat APIs record, for assertions */
export interface WxLog {
  /** every wx.request as 'METHOD api/path' */
  requests: string[]
  /** navigateTo / redirectTo / switchTab / reLaunch calls as 'api url', navigateBack as 'navigateBack' */
  navigations: string[]
  /** showToast titles */
  toasts: string[]
  /** showModal titles (and content after a colon) */
  modals: string[]
  /** privacy APIs paused for the app's answer, as 'api: agree' or 'api: disagree' */
  privacy: string[]
  /** privacy APIs that went on (the user agreed, now or before) */
  privacyApisRun: string[]
  /** wx.requestVirtualPayment calls as 'mode: errMsg' */
  virtualPayments: string[]
  /** wx.login calls (each answers the code miniprogram-simulate answers) */
  logins: number
  /** what pages gave WeChat's initial rendering cache (page.setInitialRenderingCache), in order */
  renderingCaches: Array<object | null>
}

export interface WxAdapterOptions {
  server: FastifyInstance
  /** initial storage (e.g. { userInfo: {...}, user_id: 1 } for a logged-in user) */
  storage?: Record<string, unknown>
  /** what showModal answers; default cancel */
  modalAnswer?: 'confirm' | 'cancel'
  /** what wx.requestVirtualPayment does: pay through the stand-in's WeChat (/xpay/sandbox/pay, default) or cancel */
  virtualPay?: 'pay' | 'cancel'
  /** the phone and WeChat version the app runs on; default miniprogram-simulate's (an iPhone, iOS 10, WeChat 8.0.5) */
  device?: { platform: 'ios' | 'android'; system: string; wechat: string }
  /** what wx.getLaunchOptionsSync / getEnterOptionsSync answer (the scene says how WeChat opened the app) */
  launch?: { path: string; query: Record<string, string>; scene: number; referrerInfo: object }
  /** wx.request calls are recorded but not answered until releaseHeld() (a start with no network yet) */
  holdRequests?: boolean
}

/** a wx SocketTask the test drives: it records what the app sent, and opens, pushes or drops on demand */
export class FakeWxSocket {
  readonly sent: string[] = []
  closed = false
  private readonly listeners: Record<'open' | 'message' | 'close' | 'error', Array<(res: object) => void>> = { open: [], message: [], close: [], error: [] }
  constructor(readonly url: string) {}
  onOpen(cb: (res: object) => void) { this.listeners.open.push(cb) }
  onMessage(cb: (res: object) => void) { this.listeners.message.push(cb) }
  onClose(cb: (res: object) => void) { this.listeners.close.push(cb) }
  onError(cb: (res: object) => void) { this.listeners.error.push(cb) }
  send(o: Callbacks & { data: string }) {
    this.sent.push(o.data)
    answer(o, { errMsg: 'sendSocketMessage:ok' })
  }
  close(o?: Callbacks & { code?: number }) {
    this.closed = true
    answer(o, { errMsg: 'closeSocket:ok' })
  }
  /** the server accepted the connection */
  open() { for (const cb of this.listeners.open) cb({ header: {} }) }
  /** one frame from the server */
  push(message: object) { for (const cb of this.listeners.message) cb({ data: JSON.stringify(message) }) }
  /** the topics the app holds now, from what it sent */
  topics(): string[] {
    const held = new Set<string>()
    for (const raw of this.sent) {
      const m = JSON.parse(raw) as { op: string; topics?: string[] }
      for (const t of m.topics ?? []) {
        if (m.op === 'sub') held.add(t)
        if (m.op === 'unsub') held.delete(t)
      }
    }
    return [...held]
  }
}

export interface WxAdapter {
  wx: Record<string, unknown>
  /** every socket the app opened (wx.connectSocket), oldest first; none opens until the test opens it */
  sockets: FakeWxSocket[]
  log: WxLog
  storage: Map<string, unknown>
  /** requests sent and not yet answered (held ones not counted: nothing waits for them) */
  pending(): number
  /** sends the requests held back (holdRequests) and stops holding */
  releaseHeld(): void
  /** tells the wx.onAppShow / wx.onAppHide listeners that the app came to the foreground or left it */
  emitApp(event: 'show' | 'hide', options?: object): void
}

/** globals code keeps on wx that are not APIs: never stub them */
const NOT_APIS = new Set(['webpackJsonp', 'then', 'toJSON', 'constructor'])

type Callbacks = { success?: (res: unknown) => void; fail?: (err: unknown) => void; complete?: (res: unknown) => void }

function answer(opts: Callbacks | undefined, res: Record<string, unknown>): void {
  opts?.success?.(res)
  opts?.complete?.(res)
}

function formEncode(data: unknown): string {
  if (typeof data === 'string') return data
  const form = new URLSearchParams()
  for (const [k, v] of Object.entries((data ?? {}) as Record<string, unknown>)) {
    if (v !== undefined && v !== null) form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v))
  }
  return form.toString()
}

/**
 * wx.createSelectorQuery without layout (jsdom has none): chains like WeChat's and answers each
 * query the way WeChat answers a node it cannot find — null (an empty list for selectAll).
 */
function createNoLayoutSelectorQuery() {
  const answers: (null | [])[] = []
  const query = {
    in: () => query,
    select: () => nodes(null),
    selectAll: () => nodes([]),
    selectViewport: () => nodes(null),
    exec(cb?: (res: (null | [])[]) => void) {
      setTimeout(() => cb?.(answers), 0)
    },
  }
  const nodes = (answer: null | []) => {
    const ref = {
      boundingClientRect: (cb?: (r: null | []) => void) => add(cb),
      scrollOffset: (cb?: (r: null | []) => void) => add(cb),
      fields: (_f: object, cb?: (r: null | []) => void) => add(cb),
      node: (cb?: (r: null | []) => void) => add(cb),
      context: (cb?: (r: null | []) => void) => add(cb),
    }
    const add = (cb?: (r: null | []) => void) => {
      answers.push(answer)
      if (cb) setTimeout(() => cb(answer), 0)
      return query
    }
    return ref
  }
  return query
}

/**
 * A `wx` for miniprogram-simulate: its own API mocks (base), a real `request` answered by the
 * stand-in server, storage in a Map, navigation/toast/modal recorded, selector queries that find
 * no layout (null), and a success stub for any
 * other method so an API the harness does not know never throws.
 */
export function createWxAdapter(base: Record<string, unknown>, opts: WxAdapterOptions): WxAdapter {
  const log: WxLog = { requests: [], navigations: [], toasts: [], modals: [], privacy: [], privacyApisRun: [], virtualPayments: [], logins: 0, renderingCaches: [] }
  // WeChat's privacy check (__usePrivacyCheck__): a privacy API waits for the app's answer until the user agreed
  type PrivacyResolve = (o: { event: string; buttonId?: string }) => void
  const appListeners: Record<'show' | 'hide', Array<(o?: object) => void>> = { show: [], hide: [] }
  const listenApp = (event: 'show' | 'hide') => (fn: (o?: object) => void) => void appListeners[event].push(fn)
  const unlistenApp = (event: 'show' | 'hide') => (fn: (o?: object) => void) => {
    appListeners[event] = appListeners[event].filter((l) => l !== fn)
  }
  let privacyListener: ((resolve: PrivacyResolve, info: { referrer: string }) => void) | null = null
  let privacyAgreed = false
  const privacyApi = (api: string, result: Record<string, unknown>) => (o?: Callbacks) => {
    const run = () => {
      log.privacyApisRun.push(api)
      answer(o, { ...result, errMsg: `${api}:ok` })
    }
    if (privacyAgreed || !privacyListener) return run()
    privacyListener((choice) => {
      if (choice.event === 'exposureAuthorization') return
      log.privacy.push(`${api}: ${choice.event}`)
      if (choice.event === 'agree' && choice.buttonId) {
        privacyAgreed = true
        run()
      } else {
        const err = { errMsg: `${api}:fail privacy permission is not authorized` }
        o?.fail?.(err)
        o?.complete?.(err)
      }
    }, { referrer: api })
  }
  const storage = new Map<string, unknown>(Object.entries(opts.storage ?? {}))
  const launchOptions = opts.launch ?? { path: '', query: {}, scene: 1001, referrerInfo: {} }
  let inFlight = 0

  type RequestCall = Callbacks & { url: string; method?: string; data?: unknown; dataType?: string; header?: Record<string, string> }
  const held: RequestCall[] = []
  let holding = opts.holdRequests === true
  const request = (o: RequestCall) => {
    const url = new URL(o.url)
    const method = (o.method ?? 'GET').toUpperCase() === 'GET' ? 'GET' : 'POST'
    log.requests.push(`${method} ${url.pathname.replace(/^\//, '')}`)
    if (holding) held.push(o)
    else send(o)
    return { abort() {}, onHeadersReceived() {}, offHeadersReceived() {}, onChunkReceived() {}, offChunkReceived() {} }
  }
  /** the network is back: the held requests go out (and later ones at once) */
  const releaseHeld = () => {
    holding = false
    for (const o of held.splice(0)) send(o)
  }
  function send(o: RequestCall): void {
    const url = new URL(o.url)
    const method = (o.method ?? 'GET').toUpperCase() === 'GET' ? 'GET' : 'POST'
    const body = formEncode(o.data)
    inFlight++
    // the app's headers go along (a GET carries its token in Authorization)
    const headers = { ...o.header, 'content-type': 'application/x-www-form-urlencoded' }
    const done = opts.server.inject(
      method === 'GET'
        ? { method, url: `${url.pathname}?${body}`, headers }
        : { method, url: url.pathname, payload: body, headers },
    )
    done
      .then((res) => {
        let data: unknown = res.body
        if (o.dataType !== 'text') {
          try {
            data = JSON.parse(res.body)
          } catch {
            // not JSON: hand the text over, as wx.request does
          }
        }
        inFlight--
        answer(o, { data, statusCode: res.statusCode, header: res.headers, cookies: [], errMsg: 'request:ok' })
      })
      .catch((e: Error) => {
        inFlight--
        const err = { errMsg: `request:fail ${e.message}` }
        o.fail?.(err)
        o.complete?.(err)
      })
  }

  // WeChat's virtual payment, played by the stand-in (/xpay/sandbox/pay checks both signatures, charges
  // and pushes the signed notification), for the signed-in user of the storage
  type VirtualPayCall = Callbacks & { mode: string; signData: string; paySig: string; signature: string }
  const requestVirtualPayment = (o: VirtualPayCall) => {
    const failWith = (err: { errMsg: string; errCode: number }) => {
      log.virtualPayments.push(`${o.mode}: ${err.errMsg}`)
      o.fail?.(err)
      o.complete?.(err)
    }
    if (opts.virtualPay === 'cancel') return failWith({ errMsg: 'requestVirtualPayment:fail cancel', errCode: -2 })
    const token = (storage.get('userInfo') as { token?: string } | undefined)?.token
    inFlight++
    const payload = { token, mode: o.mode, signData: o.signData, paySig: o.paySig, signature: o.signature }
    void opts.server.inject({ method: 'POST', url: '/xpay/sandbox/pay', payload }).then((res) => {
      inFlight--
      const r = res.json() as { errCode: number; errMsg: string }
      if (r.errCode !== 0) return failWith(r)
      log.virtualPayments.push(`${o.mode}: ${r.errMsg}`)
      answer(o, { errMsg: r.errMsg })
    }).catch((e: Error) => {
      inFlight--
      failWith({ errMsg: `requestVirtualPayment:fail ${e.message}`, errCode: -1 })
    })
  }

  const navigate = (api: string) => (o: Callbacks & { url?: string; delta?: number }) => {
    log.navigations.push(o.url === undefined ? api : `${api} ${o.url}`)
    answer(o, { errMsg: `${api}:ok` })
  }

  const sockets: FakeWxSocket[] = []
  const own: Record<string, unknown> = {
    request,
    requestVirtualPayment,
    connectSocket: (o: Callbacks & { url: string }) => {
      const socket = new FakeWxSocket(o.url)
      sockets.push(socket)
      answer(o, { errMsg: 'connectSocket:ok' })
      return socket
    },
    navigateTo: navigate('navigateTo'),
    redirectTo: navigate('redirectTo'),
    switchTab: navigate('switchTab'),
    reLaunch: navigate('reLaunch'),
    navigateBack: navigate('navigateBack'),
    showToast: (o: Callbacks & { title: string }) => {
      log.toasts.push(o.title)
      answer(o, { errMsg: 'showToast:ok' })
    },
    showModal: (o: Callbacks & { title?: string; content?: string }) => {
      log.modals.push([o.title, o.content].filter(Boolean).join(': '))
      const confirm = opts.modalAnswer === 'confirm'
      answer(o, { confirm, cancel: !confirm, errMsg: 'showModal:ok' })
    },
    createSelectorQuery: createNoLayoutSelectorQuery,
    onAppShow: listenApp('show'),
    onAppHide: listenApp('hide'),
    offAppShow: unlistenApp('show'),
    offAppHide: unlistenApp('hide'),
    onNeedPrivacyAuthorization: (listener: typeof privacyListener) => {
      privacyListener = listener
    },
    chooseImage: privacyApi('chooseImage', { tempFilePaths: ['wxfile://tmp/picked.png'], tempFiles: [{ path: 'wxfile://tmp/picked.png', size: 68 }] }),
    chooseLocation: privacyApi('chooseLocation', { name: '工人体育场', address: '北京市朝阳区工人体育场北路', latitude: 39.93, longitude: 116.45 }),
    getLocation: privacyApi('getLocation', { latitude: 39.93, longitude: 116.45 }),
    getStorageSync: (key: string) => (storage.has(key) ? storage.get(key) : ''),
    setStorageSync: (key: string, value: unknown) => void storage.set(key, value),
    removeStorageSync: (key: string) => void storage.delete(key),
    clearStorageSync: () => storage.clear(),
    getStorage: (o: Callbacks & { key: string }) =>
      storage.has(o.key) ? answer(o, { data: storage.get(o.key), errMsg: 'getStorage:ok' }) : o.fail?.({ errMsg: 'getStorage:fail data not found' }),
    setStorage: (o: Callbacks & { key: string; data: unknown }) => {
      storage.set(o.key, o.data)
      answer(o, { errMsg: 'setStorage:ok' })
    },
    removeStorage: (o: Callbacks & { key: string }) => {
      storage.delete(o.key)
      answer(o, { errMsg: 'removeStorage:ok' })
    },
    clearStorage: (o: Callbacks) => {
      storage.clear()
      answer(o, { errMsg: 'clearStorage:ok' })
    },
    getStorageInfoSync: () => ({ keys: [...storage.keys()], currentSize: 1, limitSize: 10240 }),
    login: (o: Callbacks) => {
      log.logins++
      answer(o, { code: '123456789', errMsg: 'login:ok' })
    },
    getLaunchOptionsSync: () => ({ ...launchOptions }),
    getEnterOptionsSync: () => ({ ...launchOptions }),
  }
  if (opts.device) {
    const { platform, system, wechat } = opts.device
    const read = (name: string) => (base[name] as (() => Record<string, unknown>) | undefined)?.() ?? {}
    own.getDeviceInfo = () => ({ ...read('getDeviceInfo'), platform, system })
    own.getAppBaseInfo = () => ({ ...read('getAppBaseInfo'), version: wechat })
    own.getSystemInfoSync = () => ({ ...read('getSystemInfoSync'), platform, system, version: wechat })
  }
  const target: Record<string, unknown> = { ...base, ...own }
  const stub = (name: string) => (o?: Callbacks) => {
    answer(o, { errMsg: `${name}:ok` })
  }
  const wx = new Proxy(target, {
    get(t, key) {
      if (typeof key !== 'string' || key in t || NOT_APIS.has(key) || !/^[a-z][A-Za-z0-9]*$/.test(key)) return t[key as string]
      // an API this adapter does not know: succeed quietly (the real one would too, on a device)
      t[key] = stub(key)
      return t[key]
    },
  })
  const emitApp = (event: 'show' | 'hide', options?: object) => {
    for (const fn of [...appListeners[event]]) fn(options)
  }
  return { wx, sockets, log, storage, pending: () => inFlight, releaseHeld, emitApp }
}
