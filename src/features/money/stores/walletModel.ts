import { makeAutoObservable, runInAction } from 'mobx'
import type { Catalogue, ExpertSaleRow, WalletSummary } from '@contract/api/money'
import { fetchCatalogue, fetchExpertSales, fetchWallet } from '@/features/money/services/money'
import { ListModel } from '@/stores/models/ListModel'
import { startPayment, topUpCouponsOffered } from '@/features/money/stores/payFlow'
import { CouponChoice } from './couponChoiceModel'
import { PayChoice } from './payChoiceModel'
import { ResourceModel } from '@/stores/models/ResourceModel'

/** one sale of an expert's prediction or share of a VIP pick (api/Apis/expert_sales) */
export type ExpertSale = ExpertSaleRow

const SALES_PAGE = 10

/**
 * 我的钱包: the balances (zmzh) and, with the pay module on, the coin top-up with the coupons that
 * apply to the chosen pack (the best one until the user picks; the server checks and applies it).
 */
export class WalletModel {
  readonly summary = new ResourceModel<WalletSummary>(() => fetchWallet())
  readonly catalogue = new ResourceModel<Catalogue>(fetchCatalogue)
  readonly pay = new PayChoice()
  readonly couponChoice = new CouponChoice(() => this.selectedPackage?.product_id ?? null)
  /** an expert's earnings per sale (read once the summary says the user is an expert) */
  readonly sales = new ListModel<ExpertSale>((page, limit) => fetchExpertSales(page, limit), SALES_PAGE)
  packageId: string | null = null
  submitting = false
  failure: string | null = null

  /** `productId`: a pack named in a link (a coupon's 去使用) */
  constructor(private readonly wantedProductId: string | null = null) {
    makeAutoObservable<WalletModel, 'wantedProductId'>(this, { summary: false, catalogue: false, pay: false, couponChoice: false, sales: false, wantedProductId: false })
  }

  /** the balances always (and an expert's sales); the packages and methods only while buying is allowed */
  load(payModule: boolean): Promise<unknown> {
    const balances = this.summary.load().then(() => (this.summary.data?.is_expert ? this.sales.refresh() : undefined))
    return Promise.all([balances, payModule ? this.loadShop() : null])
  }

  /** the coin packages and the payment methods, then the coupons of the chosen pack */
  async loadShop(): Promise<unknown> {
    const loaded = await Promise.all([this.catalogue.load(), this.pay.server.load()])
    await this.couponChoice.coupons.load()
    return loaded
  }

  /** the chosen package, or the one a link named, or the first on sale */
  get selectedPackage() {
    const list = this.catalogue.data?.coin_packages ?? []
    return list.find((p) => p.id === this.packageId) ?? list.find((p) => p.product_id === this.wantedProductId) ?? list[0] ?? null
  }

  /** what is paid: the pack's price less the coupon */
  get amountFen(): number {
    const price = this.selectedPackage?.price_fen ?? 0
    return topUpCouponsOffered ? price - this.couponChoice.discountOf(price) : price
  }

  choosePackage(id: string): void {
    if (id === this.selectedPackage?.id) return
    this.packageId = id
    void this.couponChoice.productChanged()
  }

  async topUp(): Promise<void> {
    const pkg = this.selectedPackage
    const method = this.pay.method
    if (this.submitting || !pkg || !method) return
    this.submitting = true
    this.failure = null
    try {
      const coupon = topUpCouponsOffered ? this.couponChoice.coupon : null
      const unpaid = await startPayment(method, coupon ? { product_id: pkg.product_id, coupon_id: coupon.id } : { product_id: pkg.product_id })
      runInAction(() => (this.failure = unpaid))
      // a coupon held by an unpaid order is not offered again until the order closes
      if (unpaid) void this.couponChoice.coupons.load()
    } catch {
      // toasted by the app shell (or the real-name page opened)
    } finally {
      runInAction(() => (this.submitting = false))
    }
  }
}
