import { makeAutoObservable } from 'mobx'
import type { PayMethods } from '@contract/api/money'
import type { PayMethod } from '@contract/money-rules'
import { PAY_METHODS_HERE } from '@/platform/payment'
import { fetchPayMethods } from '@/features/money/services/money'
import { ResourceModel } from '@/stores/models/ResourceModel'

/** the payment method of a checkout: what this build can pay with and the server allows now */
export class PayChoice {
  readonly server: ResourceModel<PayMethods>
  private chosen: PayMethod | null = null

  constructor(fetcher: () => Promise<PayMethods> = fetchPayMethods) {
    this.server = new ResourceModel(fetcher)
    makeAutoObservable(this, { server: false })
  }

  get available(): PayMethod[] {
    const server = this.server.data
    if (!server || !server.pay_module) return []
    return PAY_METHODS_HERE.filter((m) => server.methods.some((s) => s.id === m && s.enabled))
  }

  /** the chosen method, or the first available */
  get method(): PayMethod | null {
    const available = this.available
    return this.chosen && available.includes(this.chosen) ? this.chosen : (available[0] ?? null)
  }

  choose(method: PayMethod): void {
    this.chosen = method
  }
}
