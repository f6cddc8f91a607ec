import type { Feature } from '../feature'
import { onAccountCreated, provideWalletSummary } from '../account'
import { onPredictionsSettled, registerPredictionLock } from '../experts'
import { moneyMigrations } from './migrations'
import { moneyPostgresMigrations } from './migrations.postgres'
import { registerMoneyRoutes } from './routes'
import { seedDemoWallet } from './seed'
import { memberWallet } from './services/moneySummary'
import { settleHeldSales } from './services/predictionSales'
import { isLegOfSoldPick } from './services/vipPicks'
import { openWallet } from './services/wallet'

/** wallets and ledger, payments, purchases, coupons, check-in, withdrawals, VIP picks */
export const moneyFeature: Feature = {
  name: 'money',
  migrations: moneyMigrations,
  postgresMigrations: moneyPostgresMigrations,
  routes: registerMoneyRoutes,
  connect() {
    // account's member info shows the wallet money keeps; a new account starts with an empty one
    provideWalletSummary(memberWallet)
    onAccountCreated((db, userId) => openWallet(db, userId))
    // 不中退 sales are decided once their prediction has settled (refund on a miss, the expert's share otherwise)
    onPredictionsSettled(async (db, _settled, now) => {
      await settleHeldSales(db, now)
    })
    // a leg of a sold VIP pick stays as its buyers bought it: no edit, no delete
    registerPredictionLock(isLegOfSoldPick)
  },
  seed: (db, clock) => seedDemoWallet(db, clock.now()),
  topUp: async (db, clock) => {
    // a database whose demo account was made at a later start (account's top-up) gets its wallet too
    await seedDemoWallet(db, clock.now())
    // held sales a stop left undecided between a settlement's commit and its listeners
    await settleHeldSales(db, clock.now())
  },
}

// ---- what other features, the platform and the tests may use ----

export { addLedgerEntry, centsToYuan, extendVip, isVipAt, openWallet, vipExpireAt, type LedgerChange, type LedgerKind } from './services/wallet'
export { balanceOf, hasEntry, postEntry, sumOfEntries, type Posting, type PostResult } from './services/ledger'
export { checkIn } from './services/checkin'
export { memberWallet } from './services/moneySummary'
export { settleHeldSales } from './services/predictionSales'
export { isLegOfSoldPick } from './services/vipPicks'
export { ledgerView } from './services/ledgerView'
export { sandboxPayKey, signNotification, wechatPaySign, type PaymentNotification } from './services/payments'
export { sessionKeyOf, virtualPayAppKey, SANDBOX_OFFER_ID } from './services/virtualPay'
export { payEventSig, payRefusals, signedPush, XPAY_COIN_EVENT, XPAY_GOODS_EVENT, type XpayPayload, type XpayPush } from './services/virtualPayNotify'
export { chargeRefundsOf, type ChargeRefund } from './services/chargeRefunds'
export { seedDemoWallet } from './seed'
// the cashier, the payment notification and the operator's money endpoints (outside the contract table), registered by mocks/app.ts
export { registerMoneyServerRoutes } from './routes/server'
