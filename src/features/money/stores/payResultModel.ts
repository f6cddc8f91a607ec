import { makeAutoObservable, runInAction } from 'mobx'
import type { OrderInfo } from '@contract/api/money'
import { PAY_POLL_INTERVAL_MS, PAY_POLL_MAX_MS, type PayMethod } from '@contract/money-rules'
import { queryOrder } from '@/features/money/services/money'
import { payAndShowResult, startPayment } from '@/features/money/stores/payFlow'
import { Poller } from '@/stores/models/Poller'
import { ResourceModel } from '@/stores/models/ResourceModel'

/**
 * paySuccess: the order as query_order says. While it is `created` (the payment notification may
 * still be on its way) it is asked again every PAY_POLL_INTERVAL_MS, for at most PAY_POLL_MAX_MS;
 * then the page offers a manual check instead of polling for ever.
 */
export class PayResultModel {
  readonly order: ResourceModel<OrderInfo>
  /** polling gave up while the order was still unpaid */
  gaveUp = false
  /** 继续支付 is on its way */
  continuing = false
  /** why 继续支付 did not go through (the payment was cancelled or refused) */
  failure: string | null = null
  private readonly poller: Poller
  private startedAt = 0

  constructor(
    readonly orderNo: string,
    private readonly now: () => number = Date.now,
  ) {
    this.order = new ResourceModel(() => queryOrder(orderNo))
    this.poller = new Poller(() => this.poll(), PAY_POLL_INTERVAL_MS)
    makeAutoObservable<PayResultModel, 'poller' | 'now' | 'startedAt'>(this, { orderNo: false, poller: false, now: false, startedAt: false })
  }

  get pending(): boolean {
    return this.order.data?.status === 'created'
  }

  /** first load, then polling while pending */
  async start(): Promise<void> {
    this.startedAt = this.now()
    runInAction(() => (this.gaveUp = false))
    await this.order.load()
    if (this.pending) this.poller.start()
  }

  stop(): void {
    this.poller.stop()
  }

  /** 继续支付: pays the same order again with this platform's method */
  async payAgain(method: PayMethod): Promise<void> {
    this.continuing = true
    try {
      const failure = await startPayment(method, { order_no: this.orderNo })
      runInAction(() => (this.failure = failure))
    } catch {
      // toasted by the app shell
    } finally {
      runInAction(() => (this.continuing = false))
    }
  }

  private async poll(): Promise<void> {
    await this.order.load()
    if (!this.pending) return this.stop()
    if (this.now() - this.startedAt >= PAY_POLL_MAX_MS) {
      this.stop()
      runInAction(() => (this.gaveUp = true))
    }
  }
}

/** 支付宝支付: the order to pay (re-read at every show) */
export function orderToPayModel(orderNo: string): ResourceModel<OrderInfo> {
  return new ResourceModel(() => queryOrder(orderNo))
}

/** opens Alipay for the order, then its result page; answers why it did not start, or null */
export function payOrderWithAlipay(orderNo: string): Promise<string | null> {
  return payAndShowResult('alipay', { order_no: orderNo })
}
