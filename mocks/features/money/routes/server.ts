import crypto from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ResultCode, type ApiEnvelope } from '../../../../types/envelope'
import {
  CASHIER_PATH, COUPON_APPLIES_TO, DOALIPAY_PATH, PAY_METHODS, PAY_MODULE_OFF_MESSAGE, PAY_MODULE_OFF_ORDER_MESSAGE, PAY_SUCCESS_ROUTE, type PayMethod,
} from '../../../../types/money-rules'
import { isPayModuleOn } from '../../../services/settings'
import type { ServerConfig } from '../../../config'
import type { Db } from '../../../db'
import type { Clock } from '../../../http/context'
import { ApiFail } from '../../../http/errors'
import { describeIssues } from '../../../http/validation'
import { dateTimeText } from '../../match'
import { issueBatch } from '../services/coupons'
import {
  applyPaymentNotification, cashierPath, closeExpiredOrders, closeOrderWhilePayOff, notificationSignOk, orderByNo, refundOrder, sandboxPayKey, signNotification,
  type PaymentNotification,
} from '../services/payments'
import { decideWithdrawal, withdrawalsByStatus } from '../services/withdrawals'
import { cashierMessage, cashierPage } from './cashierPage'
import { registerVirtualPayRoutes } from './virtualPay'

/**
 * The money domain's routes outside the form-encoded contract table:
 * - GET /api/Wechat/doalipay?order_no=&return= : the Alipay page flow, redirects to the cashier;
 * - GET /cashier?order_no=&method=&return= : the sandbox cashier (HTML); POST /cashier/confirm and
 *   /cashier/cancel: its buttons. Confirming sends a signed payment notification to POST /pay/notify
 *   (the same endpoint an outside provider would call), then returns to `return`;
 * - POST /pay/notify: the payment notification (signed; idempotent; the amount must match);
 * - POST /xpay/notify and /xpay/sandbox/pay: the mini program's virtual payment (./virtualPay);
 * - operator: POST /admin/coupons, GET|POST /admin/withdrawals, POST /admin/orders (the /admin hook in
 *   mocks/app.ts refuses every caller without the operator token before these run).
 */

interface Deps {
  db: Db
  config: ServerConfig
  clock: Clock
}

const answer = <T>(code: number, msg: string, data: T): ApiEnvelope<T> => ({ code, msg, data })

type Payload = Record<string, unknown>
const payloadOf = (req: FastifyRequest): Payload => ({
  ...((req.query ?? {}) as Payload),
  ...(req.body && typeof req.body === 'object' ? (req.body as Payload) : {}),
})

const text = (v: unknown): string => (typeof v === 'string' ? v : '')
const methodOf = (v: unknown): PayMethod => PAY_METHODS.find((m) => m === text(v)) ?? 'alipay'

/** the app's paySuccess page for the order, on the H5 app this server serves */
const defaultReturn = (orderNo: string) => `/#/${PAY_SUCCESS_ROUTE}?order_no=${encodeURIComponent(orderNo)}`

/**
 * Where the cashier may send the browser back to: a path on this server, or an http(s) URL on one of
 * the H5 origins the server is configured with (CORS_ORIGINS, by default this port and the H5 dev
 * server on localhost / 127.0.0.1). Never the request's Host header: a client names any Host it
 * likes. Anything else falls back to the default (a path here: the H5 build served by this server,
 * and the RN web view, which stops at paySuccess), so the cashier is no open redirect.
 */
function safeReturn(raw: string, orderNo: string, appOrigins: readonly string[]): string {
  // browsers drop tabs and line breaks from URLs and read '\' as '/': '/\t/evil.example' is '//evil.example'.
  // So a value holding any control character, white space or backslash, even once more decoded, is refused.
  if (!returnCharsOk(raw)) return defaultReturn(orderNo)
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return defaultReturn(orderNo)
  }
  if (!returnCharsOk(decoded)) return defaultReturn(orderNo)
  if (raw.startsWith('/')) return raw.startsWith('//') || decoded.startsWith('//') ? defaultReturn(orderNo) : raw
  try {
    const u = new URL(raw)
    const web = u.protocol === 'http:' || u.protocol === 'https:'
    if (web && !u.username && !u.password && appOrigins.includes(u.origin)) return u.toString()
  } catch {
    // not a URL: the default below
  }
  return defaultReturn(orderNo)
}

const returnCharsOk = (s: string): boolean => !/[\u0000-\u0020\u007F-\u009F\\\u2028\u2029]/.test(s)

function html(reply: FastifyReply, body: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body)
}

const notificationReq = z.object({
  order_no: z.string().min(1, '缺少 order_no'),
  amount_fen: z.coerce.number().int('amount_fen 应为整数分'),
  method: z.enum(PAY_METHODS, { error: 'method 应为 wechat 或 alipay' }),
  trade_no: z.string().min(1, '缺少 trade_no').max(64),
  sign: z.string().min(1, '缺少签名 sign'),
})

const couponBatchReq = z.object({
  name: z.string().trim().min(1, '需要优惠券名称 name'),
  amount_fen: z.coerce.number().int(),
  threshold_fen: z.coerce.number().int(),
  stock: z.coerce.number().int(),
  per_user_limit: z.coerce.number().int().default(1),
  starts_at: z.coerce.number().int().optional(),
  /** either ends_at (ms) or days from starts_at */
  ends_at: z.coerce.number().int().optional(),
  days: z.coerce.number().int().min(1).optional(),
  applies_to: z.enum(COUPON_APPLIES_TO).default('vip'),
  /** comma-separated product ids; empty = every product of that kind */
  product_ids: z.string().default('').transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean)),
}).refine((v) => v.ends_at !== undefined || v.days !== undefined, { message: '需要有效期 ends_at（毫秒）或天数 days', path: ['ends_at'] })

const withdrawalDecisionReq = z.object({
  id: z.coerce.number().int().positive(),
  action: z.enum(['pay', 'reject'], { error: 'action 应为 pay 或 reject' }),
  reason: z.string().trim().max(100).default(''),
})

const orderActionReq = z.object({
  order_no: z.string().min(1, '缺少 order_no'),
  action: z.literal('refund', { error: 'action 应为 refund' }),
})

/** runs a service call and answers the envelope (business refusals included, never a 5xx) */
async function envelopeOf<T>(run: () => Promise<T>): Promise<ApiEnvelope<T | null>> {
  try {
    return answer(ResultCode.OK, 'ok', await run())
  } catch (e) {
    if (e instanceof ApiFail) return answer(e.code, e.message, null)
    throw e
  }
}

export function registerMoneyServerRoutes(app: FastifyInstance, deps: Deps): void {
  registerCashierPages(app, deps)
  registerCashierButtons(app, deps)
  registerPaymentNotification(app, deps)
  registerVirtualPayRoutes(app, deps)
  registerOperatorRoutes(app, deps)
}

/** with the pay module off nothing is paid: an order still open is closed (its coupon comes back) */
const payModuleOffFor = ({ db, config, clock }: Deps) => async (orderNo: string): Promise<boolean> => {
  if (await isPayModuleOn(db, config.payModule)) return false
  await closeOrderWhilePayOff(db, orderNo, clock.now())
  return true
}

/** the Alipay page flow and the cashier page */
function registerCashierPages(app: FastifyInstance, deps: Deps): void {
  const { db, config, clock } = deps
  const payModuleOff = payModuleOffFor(deps)

  app.get(`/${DOALIPAY_PATH}`, async (req, reply) => {
    const q = payloadOf(req)
    const orderNo = text(q.order_no)
    if (!await orderByNo(db, orderNo)) return html(reply, cashierMessage('订单不存在', '请返回应用重新下单', null), 404)
    if (await payModuleOff(orderNo)) return html(reply, cashierMessage(PAY_MODULE_OFF_MESSAGE, PAY_MODULE_OFF_ORDER_MESSAGE, null), 403)
    const back = safeReturn(text(q.return), orderNo, config.corsOrigins)
    return reply.redirect(`/${cashierPath(orderNo, 'alipay')}&return=${encodeURIComponent(back)}`, 302)
  })

  app.get(`/${CASHIER_PATH}`, async (req, reply) => {
    const q = payloadOf(req)
    const orderNo = text(q.order_no)
    const method = methodOf(q.method)
    const now = clock.now()
    await closeExpiredOrders(db, now)
    const o = await orderByNo(db, orderNo)
    if (!o) return html(reply, cashierMessage('订单不存在', '请返回应用重新下单', null), 404)
    const back = safeReturn(text(q.return), orderNo, config.corsOrigins)
    if (o.status === 'created' && await payModuleOff(orderNo)) return html(reply, cashierMessage(PAY_MODULE_OFF_MESSAGE, PAY_MODULE_OFF_ORDER_MESSAGE, back), 403)
    if (o.status === 'paid' || o.status === 'refunded') return html(reply, cashierMessage('订单已支付', '无需重复支付', back))
    if (o.status === 'closed') return html(reply, cashierMessage('订单已关闭', '超过 15 分钟未支付，订单已关闭，请返回应用重新下单', back))
    return html(reply, cashierPage(o, method, back, dateTimeText(o.expires_at)))
  })

}

/** the cashier's buttons (确认支付 sends the signed notification) and the page after paying */
function registerCashierButtons(app: FastifyInstance, deps: Deps): void {
  const { db, config, clock } = deps
  const payModuleOff = payModuleOffFor(deps)

  app.post('/cashier/confirm', async (req, reply) => {
    const body = payloadOf(req)
    const orderNo = text(body.order_no)
    await closeExpiredOrders(db, clock.now())
    const o = await orderByNo(db, orderNo)
    if (!o) return html(reply, cashierMessage('订单不存在', '请返回应用重新下单', null), 404)
    const back = safeReturn(text(body.return), orderNo, config.corsOrigins)
    if (await payModuleOff(orderNo)) return html(reply, cashierMessage(PAY_MODULE_OFF_MESSAGE, PAY_MODULE_OFF_ORDER_MESSAGE, back), 403)
    // the provider charges nothing for an order the merchant has closed (a late charge from elsewhere is still recorded by /pay/notify)
    if (o.status === 'closed') return html(reply, cashierMessage('支付失败', '超过 15 分钟未支付，订单已关闭，请返回应用重新下单', back))
    // nor a second time for an order already paid or refunded (a double submit charges once)
    if (o.status === 'paid' || o.status === 'refunded') return html(reply, cashierMessage('订单已支付', '本次未重复扣款，请返回应用查看订单', back))
    // the sandbox provider: the payment goes through, and the provider notifies the merchant, signed
    const notification: PaymentNotification = {
      order_no: o.order_no, amount_fen: o.amount_fen, method: methodOf(body.method), trade_no: `SANDBOX${crypto.randomBytes(10).toString('hex').toUpperCase()}`,
    }
    const res = await app.inject({ method: 'POST', url: '/pay/notify', payload: { ...notification, sign: signNotification(notification, sandboxPayKey(config)) } })
    const outcome = res.json() as ApiEnvelope<unknown>
    if (outcome.code !== ResultCode.OK) return html(reply, cashierMessage('支付失败', outcome.msg, back))
    return reply.redirect(`/cashier/result?order_no=${encodeURIComponent(orderNo)}&return=${encodeURIComponent(back)}`, 303)
  })

  app.post('/cashier/cancel', async (req, reply) => {
    const body = payloadOf(req)
    const orderNo = text(body.order_no)
    return html(reply, cashierMessage('已取消支付', '订单未支付，15 分钟内可在应用中继续支付', safeReturn(text(body.return), orderNo, config.corsOrigins), true))
  })

  app.get('/cashier/result', async (req, reply) => {
    const q = payloadOf(req)
    const orderNo = text(q.order_no)
    const o = await orderByNo(db, orderNo)
    const back = safeReturn(text(q.return), orderNo, config.corsOrigins)
    if (!o || o.status !== 'paid') return html(reply, cashierMessage('支付未完成', '请返回应用查看订单状态', back))
    return html(reply, cashierMessage('支付成功', `${o.title}，正在返回应用…`, back, true))
  })

}

/** the payment notification (signed; idempotent; the amount must match) */
function registerPaymentNotification(app: FastifyInstance, deps: Deps): void {
  const { db, config, clock } = deps
  const payModuleOff = payModuleOffFor(deps)

  app.post('/pay/notify', async (req) => {
    const parsed = notificationReq.safeParse(payloadOf(req))
    if (!parsed.success) return answer(ResultCode.FAIL, describeIssues(parsed.error), null)
    const { sign, ...n } = parsed.data
    if (!notificationSignOk(n, sign, sandboxPayKey(config))) return answer(ResultCode.FAIL, '签名错误', null)
    // while the module is off nothing is sold: an order still open closes, and a charge for it is recorded and refunded
    const salesOn = !await payModuleOff(n.order_no)
    return envelopeOf(async () => {
      const { changed, order } = await applyPaymentNotification(db, n, clock.now(), { salesOn })
      return { order_no: order.order_no, status: order.status, changed }
    })
  })

}

/** the operator's endpoints (guarded by the /admin hook) */
function registerOperatorRoutes(app: FastifyInstance, { db, clock }: Deps): void {
  app.post('/admin/coupons', async (req) => {
    const parsed = couponBatchReq.safeParse(payloadOf(req))
    if (!parsed.success) return answer(ResultCode.FAIL, describeIssues(parsed.error), null)
    const b = parsed.data
    const now = clock.now()
    const startsAt = b.starts_at ?? now
    return envelopeOf(async () => ({
      id: await issueBatch(db, {
        name: b.name, amount_fen: b.amount_fen, threshold_fen: b.threshold_fen, stock: b.stock, per_user_limit: b.per_user_limit,
        starts_at: startsAt, ends_at: b.ends_at ?? startsAt + (b.days ?? 0) * 86_400_000, applies_to: b.applies_to, product_ids: b.product_ids,
      }, now),
    }))
  })

  app.get('/admin/withdrawals', async (req) => {
    const status = text(payloadOf(req).status) || 'pending'
    if (status !== 'pending' && status !== 'paid' && status !== 'rejected') return answer(ResultCode.FAIL, 'status 应为 pending、paid 或 rejected', null)
    return answer(ResultCode.OK, 'ok', { list: await withdrawalsByStatus(db, status) })
  })

  app.post('/admin/withdrawals', async (req) => {
    const parsed = withdrawalDecisionReq.safeParse(payloadOf(req))
    if (!parsed.success) return answer(ResultCode.FAIL, describeIssues(parsed.error), null)
    const { id, action, reason } = parsed.data
    return envelopeOf(() => decideWithdrawal(db, id, action, reason || (action === 'reject' ? '运营驳回' : ''), clock.now()))
  })

  app.post('/admin/orders', async (req) => {
    const parsed = orderActionReq.safeParse(payloadOf(req))
    if (!parsed.success) return answer(ResultCode.FAIL, describeIssues(parsed.error), null)
    return envelopeOf(async () => {
      const o = await refundOrder(db, parsed.data.order_no, clock.now())
      return { order_no: o.order_no, status: o.status }
    })
  })
}
