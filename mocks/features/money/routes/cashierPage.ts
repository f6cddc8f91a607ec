import { fenToYuanText, PAY_METHOD_TEXT, type PayMethod } from '../../../../types/money-rules'

/**
 * The sandbox cashier's HTML (server-rendered, no script: the H5 Content-Security-Policy allows
 * none inline, and the page needs none). Plain forms post to /cashier/confirm and /cashier/cancel.
 */

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

const STYLE = `
  body { margin: 0; font-family: -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; background: #f4f5f7; color: #222; }
  .bar { background: #e53935; color: #fff; padding: 14px 16px; font-size: 17px; text-align: center; }
  .card { background: #fff; margin: 16px; border-radius: 10px; padding: 20px 16px; text-align: center; }
  .amount { font-size: 34px; font-weight: 600; margin: 8px 0 4px; }
  .muted { color: #888; font-size: 14px; margin: 6px 0; }
  .row { display: flex; justify-content: space-between; font-size: 15px; padding: 10px 0; border-top: 1px solid #f0f0f0; text-align: left; }
  form { margin: 0 16px 12px; }
  button, .link { display: block; width: 100%; box-sizing: border-box; border: 0; border-radius: 22px; font-size: 17px; padding: 12px; text-align: center; text-decoration: none; }
  .primary { background: #e53935; color: #fff; }
  .secondary { background: #fff; color: #555; border: 1px solid #ddd; }
  .sandbox { margin: 12px 16px; font-size: 12px; color: #999; text-align: center; }
`

function page(title: string, body: string, refreshTo?: string): string {
  const refresh = refreshTo ? `<meta http-equiv="refresh" content="1;url=${escapeHtml(refreshTo)}">` : ''
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">${refresh}
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><div class="bar">${escapeHtml(title)}</div>${body}
<p class="sandbox">沙箱收银台：不会产生真实扣款</p></body></html>`
}

export interface CashierOrderView {
  order_no: string
  title: string
  amount_fen: number
  original_fen: number
  discount_fen: number
  expires_at: number
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`

/** the order to confirm: amount, product, 确认支付 / 取消 */
export function cashierPage(o: CashierOrderView, method: PayMethod, returnUrl: string, expiresText: string): string {
  const fields = hidden('order_no', o.order_no) + hidden('method', method) + hidden('return', returnUrl)
  const discount = o.discount_fen > 0
    ? `<div class="row"><span>原价</span><span>¥${fenToYuanText(o.original_fen)}</span></div>
       <div class="row"><span>优惠券</span><span>-¥${fenToYuanText(o.discount_fen)}</span></div>`
    : ''
  return page(`${PAY_METHOD_TEXT[method]} · 收银台`, `
<div class="card">
  <p class="muted">${escapeHtml(o.title)}</p>
  <p class="amount">¥${fenToYuanText(o.amount_fen)}</p>
  ${discount}
  <div class="row"><span>支付方式</span><span>${PAY_METHOD_TEXT[method]}</span></div>
  <div class="row"><span>订单号</span><span>${escapeHtml(o.order_no)}</span></div>
  <p class="muted">请在 ${escapeHtml(expiresText)} 前完成支付</p>
</div>
<form method="post" action="/cashier/confirm">${fields}<button class="primary" type="submit">确认支付</button></form>
<form method="post" action="/cashier/cancel">${fields}<button class="secondary" type="submit">取消</button></form>`)
}

/** an outcome (paid, cancelled, closed, not found...) with the way back to the app; `autoReturn` goes back after 1 s */
export function cashierMessage(title: string, message: string, returnUrl: string | null, autoReturn = false): string {
  const back = returnUrl ? `<a class="link primary" href="${escapeHtml(returnUrl)}">返回应用</a>` : ''
  return page(title, `<div class="card"><p class="amount">${escapeHtml(title)}</p><p class="muted">${escapeHtml(message)}</p></div>
<div style="margin: 0 16px">${back}</div>`, autoReturn && returnUrl ? returnUrl : undefined)
}
