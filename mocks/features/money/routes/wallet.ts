import type { Router } from '../../../http/router'
import { ApiFail, fail } from '../../../http/errors'
import { requireUser } from '../../../http/context'
import { ResultCode } from '../../../../types/envelope'
import { closeExpiredOrders, productOf } from '../services/payments'
import { checkIn, checkInMonth } from '../services/checkin'
import { claimCoupon, couponCenter, userCoupons } from '../services/coupons'
import { catalogue, payMethods, walletSummary } from '../services/moneySummary'
import { isRealnameVerified } from '../../account'
import { requestWithdrawal, userWithdrawals } from '../services/withdrawals'
import { expertSales } from '../services/purchases'
import { ledgerView } from '../services/ledgerView'
import { yuanTextToFen } from '../../../../types/money-rules'

/** api/Apis/*: check-in, coupons, expert withdrawal, what is on sale, pay methods, the wallet summary; api/user/mx: the ledger */
export function registerWalletRoutes(r: Router): void {
  r.handle('api/Apis/daily_check_in', (_req, ctx) => checkIn(ctx.db, requireUser(ctx).id, ctx.clock.now()))
  r.handle('api/Apis/daily_check_in_month', (req, ctx) => checkInMonth(ctx.db, requireUser(ctx).id, req.month, ctx.clock.now()))

  r.handle('api/Apis/get_user_coupon', async (req, ctx) => {
    let usableFor: { productId: string; priceFen: number } | undefined
    if (req.product_id !== undefined) {
      const product = productOf(req.product_id)
      if (!product) throw fail(`商品 product_id 不存在：${req.product_id}`)
      usableFor = { productId: product.id, priceFen: product.price_fen }
    }
    const now = ctx.clock.now()
    // coupons held by orders past their 15 minutes are free again before they are listed
    await closeExpiredOrders(ctx.db, now)
    return userCoupons(ctx.db, requireUser(ctx).id, req.status, now, req.page, req.limit, usableFor)
  })
  r.handle('api/Apis/coupon_center', (req, ctx) => couponCenter(ctx.db, ctx.user?.id, ctx.clock.now(), req.page, req.limit))
  r.handle('api/Apis/claim_coupon', (req, ctx) => claimCoupon(ctx.db, requireUser(ctx).id, req.batch_id, ctx.clock.now()))

  r.handle('api/Apis/Expert_gold_coin_withdrawal', async (req, ctx) => {
    const user = requireUser(ctx)
    const amountFen = yuanTextToFen(req.amount)
    if (amountFen === null) throw fail('提现金额 amount 应大于 0')
    if (user.isExpert && !await isRealnameVerified(ctx.db, user.id)) throw new ApiFail(ResultCode.REALNAME_REQUIRED, '请先完成实名认证后再提现')
    return requestWithdrawal(ctx.db, user, amountFen, req.account, ctx.clock.now())
  })
  r.handle('api/Apis/expert_sales', (req, ctx) => {
    const user = requireUser(ctx)
    if (!user.isExpert) throw fail('仅专家可查看收益明细')
    return expertSales(ctx.db, user.id, req.page, req.limit)
  })
  r.handle('api/Apis/withdrawal_list', (req, ctx) => userWithdrawals(ctx.db, requireUser(ctx).id, req.page, req.limit))

  r.handle('api/Apis/chongzhi_vip_zb', (_req, ctx) => catalogue(ctx.db, ctx.user?.id, ctx.clock.now()))
  r.handle('api/Apis/zfzhibiao', (_req, ctx) => payMethods(ctx.db, ctx.user?.id, ctx.config.payModule))
  r.handle('api/Apis/zmzh', (_req, ctx) => walletSummary(ctx.db, requireUser(ctx).id, ctx.clock.now()))

  // 收支明细: the ledger is money's, though its path sits among the account endpoints
  r.handle('api/user/mx', (req, ctx) => ledgerView(ctx.db, requireUser(ctx).id, req.kind, req.page, req.limit))
}
