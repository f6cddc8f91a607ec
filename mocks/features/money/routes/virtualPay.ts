import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { VIRTUAL_PAY_MODES } from '../../../../types/money-rules'
import type { ServerConfig } from '../../../config'
import type { Db } from '../../../db'
import type { Clock } from '../../../http/context'
import { describeIssues, parseJsonAs } from '../../../http/validation'
import { tokenOf } from '../../../http/authentication'
import { userById, userForToken } from '../../account'
import { closeOrderWhilePayOff } from '../services/payments'
import { isPayModuleOn } from '../../../services/settings'
import { sandboxVirtualCharge } from '../services/sandboxXpay'
import { sameSignature, sessionKeyOf, virtualPayAppKey } from '../services/virtualPay'
import { applyXpayNotification, payEventSig, XPAY_COIN_EVENT, XPAY_GOODS_EVENT, type XpayPayload } from '../services/virtualPayNotify'

/**
 * The mini program's virtual payment outside the contract table:
 * - POST /xpay/notify: WeChat's push (xpay_goods_deliver_notify, xpay_coin_pay_notify), signed with
 *   the app key (PayEventSig); answers WeChat's `{ ErrCode, ErrMsg }` (0 = handled, WeChat stops
 *   retrying; anything else and WeChat pushes again later);
 * - POST /xpay/sandbox/pay: the stand-in playing WeChat behind wx.requestVirtualPayment (the caller's
 *   session token, the call's mode, signData, paySig, signature): checks, charges, pushes
 *   /xpay/notify, and answers what wx.requestVirtualPayment would (errCode, errMsg).
 */

interface Deps {
  db: Db
  config: ServerConfig
  clock: Clock
}

type Payload = Record<string, unknown>
const bodyOf = (req: FastifyRequest): Payload => (req.body && typeof req.body === 'object' ? (req.body as Payload) : {})

const pushReq = z.object({
  Event: z.enum([XPAY_GOODS_EVENT, XPAY_COIN_EVENT], { error: '不支持的事件 Event' }),
  Payload: z.string().min(2, '缺少 Payload'),
  PayEventSig: z.string().min(1, '缺少签名 PayEventSig'),
})

const item = z.object({ ProductId: z.string().optional(), Quantity: z.number().int(), OrigPrice: z.number().int(), ActualPrice: z.number().int(), Attach: z.string() })
const payloadSchema = z.object({
  OpenId: z.string(),
  OutTradeNo: z.string().min(1).max(64),
  Env: z.number().int(),
  WeChatPayInfo: z.object({ MchOrderNo: z.string(), TransactionId: z.string().min(1).max(64), PaidTime: z.number().int() }),
  GoodsInfo: item.optional(),
  CoinInfo: item.optional(),
})

function parsePayload(text: string): XpayPayload | null {
  return parseJsonAs(payloadSchema, text)
}

const callReq = z.object({
  mode: z.enum(VIRTUAL_PAY_MODES, { error: 'mode 应为 short_series_coin 或 short_series_goods' }),
  signData: z.string().min(2, '缺少 signData'),
  paySig: z.string().min(1, '缺少 paySig'),
  signature: z.string().min(1, '缺少 signature'),
})

export function registerVirtualPayRoutes(app: FastifyInstance, deps: Deps): void {
  registerXpayNotify(app, deps)
  registerSandboxXpay(app, deps)
}

function registerXpayNotify(app: FastifyInstance, { db, config, clock }: Deps): void {
  app.post('/xpay/notify', async (req) => {
    const parsed = pushReq.safeParse(bodyOf(req))
    if (!parsed.success) return { ErrCode: 1001, ErrMsg: describeIssues(parsed.error) }
    const { Event, Payload, PayEventSig } = parsed.data
    // a forged push is refused before its content is read
    if (!sameSignature(PayEventSig, payEventSig(virtualPayAppKey(config), Event, Payload))) return { ErrCode: 40001, ErrMsg: '签名错误' }
    const payload = parsePayload(Payload)
    if (!payload) return { ErrCode: 1001, ErrMsg: 'Payload 格式错误' }
    // while the pay module is off nothing is sold: an open order closes, a charge for it is refunded (late-payment rule)
    const salesOn = await isPayModuleOn(db, config.payModule)
    if (!salesOn) await closeOrderWhilePayOff(db, payload.OutTradeNo, clock.now())
    const outcome = await applyXpayNotification(db, Event, payload, clock.now(), salesOn)
    return outcome.ok ? { ErrCode: 0, ErrMsg: 'success', status: outcome.status, changed: outcome.changed } : { ErrCode: 2, ErrMsg: outcome.message, reason: outcome.reason }
  })
}

function registerSandboxXpay(app: FastifyInstance, { db, config, clock }: Deps): void {
  app.post('/xpay/sandbox/pay', async (req) => {
    const body = bodyOf(req)
    const user = await userForToken(db, tokenOf(req, body), clock.now())
    if (!user) return { errCode: -1, errMsg: 'requestVirtualPayment:fail 请先登录' }
    const parsed = callReq.safeParse(body)
    if (!parsed.success) return { errCode: 1001, errMsg: `requestVirtualPayment:fail ${describeIssues(parsed.error)}` }
    const keys = { appKey: virtualPayAppKey(config), sessionKey: sessionKeyOf(config, user.tokenHash), openid: (await userById(db, user.id))?.wx_openid ?? `o_sandbox_${user.id}` }
    const charge = await sandboxVirtualCharge(db, keys, parsed.data, clock.now())
    if (!charge.ok) return { errCode: charge.errCode, errMsg: charge.errMsg }
    const res = await app.inject({ method: 'POST', url: '/xpay/notify', payload: charge.push })
    const answer = res.json() as { ErrCode: number; ErrMsg: string }
    // the charge went through; the server refused to deliver it (WeChat would push again, then refund)
    if (answer.ErrCode !== 0) return { errCode: -1, errMsg: `requestVirtualPayment:fail ${answer.ErrMsg}` }
    return { errCode: 0, errMsg: 'requestVirtualPayment:ok' }
  })
}
