import Taro from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import { currentSharePath } from '@/utils/currentRoute'
import type { PageShareCard, ShareHost, WechatSdkSignature } from './pageShareCard'

/**
 * H5. Outside WeChat nothing happens here (the nav bar's ShareButton offers the Web Share sheet or
 * copies the link), and no script or request is added. Inside WeChat's browser (user agent with
 * MicroMessenger) WeChat shares from its own ··· menu: after the first paint the JS-SDK is loaded
 * once, configured once per address with a signature from the server (wx.config), and each shown
 * page sets its card (title, one line, the picture, the link to this page with its parameters)
 * through updateAppMessageShareData and updateTimelineShareData. A page that is not to be shared
 * (login, sign-up, password recovery) hides the two share items instead.
 */

/** WeChat's JS-SDK, the version that has the update…ShareData APIs, and its fallback host */
export const WECHAT_SDK_URLS = ['https://res.wx.qq.com/open/js/jweixin-1.6.0.js', 'https://res2.wx.qq.com/open/js/jweixin-1.6.0.js']
/** the one line under the title when the page gives none */
export const DEFAULT_SHARE_DESC = '体育 · 比分直播、赛程与专家分析'

const SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData', 'hideMenuItems', 'showMenuItems']
const SHARE_MENU_ITEMS = ['menuItem:share:appMessage', 'menuItem:share:timeline']

interface ShareData {
  title: string
  desc: string
  link: string
  imgUrl: string
}

/** the part of WeChat's `wx` object this edge calls */
interface WechatSdk {
  config(o: WechatSdkSignature & { debug: boolean; jsApiList: string[] }): void
  ready(cb: () => void): void
  error(cb: (res: unknown) => void): void
  updateAppMessageShareData(o: ShareData): void
  updateTimelineShareData(o: Omit<ShareData, 'desc'>): void
  hideMenuItems(o: { menuList: string[] }): void
  showMenuItems(o: { menuList: string[] }): void
}

export function isWechatBrowser(): boolean {
  return typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent)
}

let sdkLoading: Promise<WechatSdk> | null = null
/** the address wx.config was signed for, and its outcome (a new address needs a new signature) */
let configured: { url: string; ready: Promise<WechatSdk> } | null = null

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      script.remove()
      reject(new Error(`${src} did not load`))
    }
    document.head.appendChild(script)
  })
}

function loadSdk(): Promise<WechatSdk> {
  sdkLoading ??= (async () => {
    for (const src of WECHAT_SDK_URLS) {
      try {
        await loadScript(src)
        const wx = (window as unknown as { wx?: WechatSdk }).wx
        if (wx) return wx
      } catch {
        // the next host
      }
    }
    sdkLoading = null
    throw new Error('WeChat JS-SDK unavailable')
  })()
  return sdkLoading
}

/** the page's address as WeChat signs it: without '#' and what follows (H5 routes live in the hash) */
function signedAddress(): string {
  return location.href.split('#')[0]
}

function configure(host: ShareHost): Promise<WechatSdk> {
  const url = signedAddress()
  if (configured?.url === url) return configured.ready
  const ready = (async () => {
    const [wx, signature] = await Promise.all([loadSdk(), host.signWechatSdk(url)])
    await new Promise<void>((resolve, reject) => {
      wx.ready(resolve)
      wx.error(reject)
      wx.config({ debug: false, ...signature, jsApiList: SHARE_APIS })
    })
    return wx
  })()
  configured = { url, ready }
  // a failure (no SDK, no signature, wx.error) is tried again on the next page
  ready.catch(() => {
    if (configured?.ready === ready) configured = null
  })
  return ready
}

/** an absolute address (WeChat needs one for the picture): a server path is taken on this origin */
function absolute(url: string | undefined): string {
  if (!url) return ''
  try {
    return new URL(url, location.origin).href
  } catch {
    return ''
  }
}

function shareData(card: PageShareCard): ShareData {
  return {
    title: card.title,
    desc: card.desc || DEFAULT_SHARE_DESC,
    // the same page with the same parameters, as the mini program's share opens it
    link: `${signedAddress()}#${currentSharePath()}`,
    imgUrl: absolute(card.imageUrl),
  }
}

async function applyCard(card: PageShareCard, host: ShareHost): Promise<void> {
  const data = shareData(card)
  const wx = await configure(host)
  if (!card.enabled) {
    wx.hideMenuItems({ menuList: SHARE_MENU_ITEMS })
    return
  }
  wx.showMenuItems({ menuList: SHARE_MENU_ITEMS })
  wx.updateAppMessageShareData(data)
  wx.updateTimelineShareData({ title: data.title, link: data.link, imgUrl: data.imgUrl })
}

/** runs `fn` once the page has been painted (two animation frames), so the SDK never delays the first screen */
function afterFirstPaint(fn: () => void): () => void {
  let cancelled = false
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      if (!cancelled) fn()
    })
  })
  return () => {
    cancelled = true
    cancelAnimationFrame(frame)
  }
}

export function useShareMenu(card: PageShareCard, host?: ShareHost): void {
  const latest = useRef({ card, host })
  latest.current = { card, host }
  const { title, desc, imageUrl, enabled } = card
  const apply = () => {
    const { card: c, host: h } = latest.current
    if (!h || !isWechatBrowser()) return () => undefined
    return afterFirstPaint(() => void applyCard(c, h).catch(() => undefined))
  }
  useEffect(apply, [title, desc, imageUrl, enabled])
  // back on a page kept below another: its card again (the SDK keeps only the last one set); the
  // first show is the effect's
  const shownBefore = useRef(false)
  Taro.useDidShow(() => {
    if (shownBefore.current) apply()
    shownBefore.current = true
  })
}
