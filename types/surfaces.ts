/**
 * The contract's surfaces beside the endpoint table (zod-free, so the app and the kit import it): what
 * each one is, and which part it belongs to. `spec` and `extension` mean what they mean for an endpoint
 * (types/endpoint.ts); `stand-in` marks what the stand-in plays for an outside party (the payment
 * provider's cashier and its notifications, WeChat's own APIs) or offers its operator: a production
 * backend talks to the real party instead and never serves these to the app.
 */
import type { ContractPart } from './endpoint'

export type SurfacePart = ContractPart | 'stand-in'

export interface Surface {
  /** method and path pattern, as the stand-in serves it */
  method: 'GET' | 'POST' | 'ANY' | 'WS'
  path: string
  part: SurfacePart
  doc: string
}

export const SURFACES = [
  { method: 'GET', path: '/api/Wechat/doalipay', part: 'spec', doc: 'Alipay 网页支付跳转（GET，浏览器直接打开）' },
  { method: 'WS', path: '/ws', part: 'extension', doc: '实时推送（比分、事件、聊天）；缺少时 App 每 10 秒轮询 api/Game/immediately' },
  { method: 'POST', path: '/api/user/upload', part: 'extension', doc: '图片上传（multipart）；缺少时 App 不提供选图' },
  { method: 'GET', path: '/uploads/:name', part: 'spec', doc: '答案里给出的图片地址（任何后端都在其给出的地址上提供图片）' },
  { method: 'GET', path: '/uploads/:name?w=:width', part: 'extension', doc: '上传图片的缩略图；缺少时 App 加载原图' },
  { method: 'GET', path: '/share/card/:kind/:file', part: 'extension', doc: '分享卡片图片；缺少时 App 用内置图片' },
  { method: 'GET', path: '/share/poster/:kind/:file', part: 'extension', doc: '分享海报（带二维码）；缺少时 App 不提供海报' },
  { method: 'POST', path: '/xpay/notify', part: 'extension', doc: '小程序虚拟支付的发货通知（api/Wechat/virtual_pay 的后半程）' },
  { method: 'POST', path: '/xpay/sandbox/pay', part: 'stand-in', doc: '替身扮演的虚拟支付（requestVirtualPayment）' },
  { method: 'GET', path: '/cashier', part: 'stand-in', doc: '替身扮演的支付收银台' },
  { method: 'POST', path: '/cashier/confirm', part: 'stand-in', doc: '收银台：确认支付（随后签名通知 /pay/notify）' },
  { method: 'POST', path: '/cashier/cancel', part: 'stand-in', doc: '收银台：取消支付' },
  { method: 'GET', path: '/cashier/result', part: 'stand-in', doc: '收银台：支付结果页' },
  { method: 'POST', path: '/pay/notify', part: 'stand-in', doc: '支付渠道的签名通知（微信支付、支付宝）' },
  { method: 'POST', path: '/wxa/getwxacodeunlimit', part: 'stand-in', doc: '替身扮演的微信小程序码接口' },
  { method: 'ANY', path: '/admin/*', part: 'stand-in', doc: '运营接口（需运营令牌）' },
] as const satisfies readonly Surface[]
