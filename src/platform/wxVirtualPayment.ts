import Taro from '@tarojs/taro'
import { VIRTUAL_PAY_IOS_MESSAGE, type VirtualPayMode } from '@contract/money-rules'

/**
 * WeChat's virtual payment, for the mini program's payment edge (payment.weapp.ts) only. Taro 4
 * types neither wx.requestVirtualPayment nor wx.checkIsSupportMidasPayment, so both are called on
 * the `wx` global, here and nowhere else.
 *
 * iOS, as WeChat rules it now (小程序虚拟支付 iOS 端接入): an iPhone or iPad pays virtual goods
 * through Apple's payment, routed by WeChat itself, only from WeChat 8.0.68 on iOS 15 or later (and
 * not in the sandbox). Older iPhones cannot pay at all: the checkout says so (VIRTUAL_PAY_IOS_MESSAGE)
 * instead of paying. Where WeChat offers wx.checkIsSupportMidasPayment, its `allow_pay` decides too.
 */

export interface VirtualPayCall {
  mode: VirtualPayMode
  signData: string
  paySig: string
  signature: string
}

/** what requestVirtualPayment's `fail` hands back */
export interface VirtualPayFailure {
  errMsg: string
  errCode?: number
}

interface WxVirtualPayApis {
  requestVirtualPayment?: (o: VirtualPayCall & { success: () => void; fail: (err: VirtualPayFailure) => void }) => void
  checkIsSupportMidasPayment?: (o: { success: (res: { data?: { allow_pay?: boolean } }) => void; fail: () => void }) => void
}

declare const wx: WxVirtualPayApis | undefined
const wxApis = (): WxVirtualPayApis => (typeof wx === 'undefined' || !wx ? {} : wx)

/** WeChat's virtual payment; rejects with its failure (cancel: errCode -2) */
export function requestVirtualPayment(call: VirtualPayCall): Promise<void> {
  const apis = wxApis()
  if (!apis.requestVirtualPayment) return Promise.reject<void>({ errMsg: 'requestVirtualPayment:fail 当前微信版本过低，请升级微信后再试' })
  return new Promise<void>((resolve, reject) => {
    apis.requestVirtualPayment?.({ ...call, success: () => resolve(), fail: (err) => reject(err) })
  })
}

/** whether dotted version `v` is at least `min` ('8.0.68' >= '8.0.7') */
export function versionAtLeast(v: string | undefined, min: string): boolean {
  if (!v) return false
  const a = v.split('.').map((n) => Number.parseInt(n, 10) || 0)
  const b = min.split('.').map((n) => Number.parseInt(n, 10) || 0)
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0)
    if (d !== 0) return d > 0
  }
  return true
}

/** a sync info API's answer, or undefined where the base library lacks it (older WeChat) */
function infoOf<T>(read: () => T | undefined): Partial<T> {
  try {
    return read() ?? {}
  } catch {
    return {}
  }
}

function device(): { platform: string; system: string; wechat: string | undefined } {
  const sys = infoOf(() => Taro.getDeviceInfo())
  const base = infoOf(() => Taro.getAppBaseInfo())
  // the deprecated all-in-one call only where the base library lacks the two above
  const all = sys.platform && base.version ? {} : infoOf(() => Taro.getSystemInfoSync())
  return { platform: sys.platform ?? all.platform ?? '', system: sys.system ?? all.system ?? '', wechat: base.version ?? all.version }
}

/** the message instead of paying on an iPhone/iPad WeChat's virtual payment does not serve, else null (no waiting) */
export function iosVirtualPayNotice(): string | null {
  const d = device()
  if (d.platform !== 'ios') return null
  const ios = /(\d+(?:\.\d+)*)/.exec(d.system)?.[1]
  return versionAtLeast(d.wechat, '8.0.68') && versionAtLeast(ios, '15') ? null : VIRTUAL_PAY_IOS_MESSAGE
}

/** the same, also asking WeChat (checkIsSupportMidasPayment) where it can be asked */
export async function virtualPayRefusedHere(): Promise<string | null> {
  const notice = iosVirtualPayNotice()
  const check = wxApis().checkIsSupportMidasPayment
  if (notice || device().platform !== 'ios' || !check) return notice
  const allowed = await new Promise<boolean>((resolve) => check({ success: (res) => resolve(res.data?.allow_pay !== false), fail: () => resolve(true) }))
  return allowed ? null : VIRTUAL_PAY_IOS_MESSAGE
}

/** WeChat's failure said for the buyer (the order is closed in every case) */
export function virtualPayFailureText(e: unknown): string {
  const err = (e ?? {}) as Partial<VirtualPayFailure>
  const msg = err.errMsg ?? ''
  if (err.errCode === -2 || /cancel/i.test(msg)) return '已取消支付，订单已关闭'
  if (err.errCode === 701001 || /INVALID_PLATFORM|ios not support/i.test(msg)) return VIRTUAL_PAY_IOS_MESSAGE
  if (/版本过低/.test(msg)) return '当前微信版本过低，请升级微信后再试，订单已关闭'
  return '微信支付未完成，订单已关闭'
}
