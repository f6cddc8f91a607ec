import { makeAutoObservable, runInAction } from 'mobx'
import type { Catalogue, WalletSummary } from '@contract/api/money'
import { fetchCatalogue, fetchWallet } from '@/features/money/services/money'
import { startPayment } from '@/features/money/services/payFlow'
import { PayChoice } from './payChoiceModel'
import { ResourceModel } from '../../../stores/models/ResourceModel'

/** 我的钱包: the balances (zmzh) and, with the pay module on, the coin top-up */
export class WalletModel {
  readonly summary = new ResourceModel<WalletSummary>(() => fetchWallet())
  readonly catalogue = new ResourceModel<Catalogue>(fetchCatalogue)
  readonly pay = new PayChoice()
  packageId: string | null = null
  submitting = false
  failure: string | null = null

  constructor() {
    makeAutoObservable(this, { summary: false, catalogue: false, pay: false })
  }

  /** the balances always; the packages and methods only while buying is allowed */
  load(payModule: boolean): Promise<unknown> {
    return Promise.all([this.summary.load(), payModule ? this.loadShop() : null])
  }

  /** the coin packages and the payment methods */
  loadShop(): Promise<unknown> {
    return Promise.all([this.catalogue.load(), this.pay.server.load()])
  }

  /** the chosen package, or the first on sale */
  get selectedPackage() {
    const list = this.catalogue.data?.coin_packages ?? []
    return list.find((p) => p.id === this.packageId) ?? list[0] ?? null
  }

  choosePackage(id: string): void {
    this.packageId = id
  }

  async topUp(): Promise<void> {
    const pkg = this.selectedPackage
    const method = this.pay.method
    if (this.submitting || !pkg || !method) return
    this.submitting = true
    this.failure = null
    try {
      const unpaid = await startPayment(method, { product_id: pkg.product_id })
      runInAction(() => (this.failure = unpaid))
    } catch {
      // toasted by the request wrapper (or the real-name page opened)
    } finally {
      runInAction(() => (this.submitting = false))
    }
  }
}
