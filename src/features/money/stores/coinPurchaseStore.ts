import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '@/services/apiError'
import { confirmModal } from '@/components/feedback/confirm'
import { toastSuccess } from '@/components/feedback/toast'
import { buyWithCoins, fetchWallet, type CoinPurchaseTarget } from '@/features/money/services/money'
import { requireLogin } from '@/navigation/loginGuard'
import { routeUrl } from '@/navigation/routes'
import { newOrderKey } from '@/features/money/utils/orderKey'
import { pendingActions, type PendingInput } from '@/stores/pendingActionStore'

export type PurchaseResult = 'bought' | 'cancelled' | 'topUp'

/** what the confirm modal says: the price, the balance and, when short, how much is missing */
export function purchaseDialog(what: string, price: number, coins: number): { title: string; content: string; enough: boolean } {
  if (coins < price) {
    return { title: '金币不足', content: `${what}需 ${price} 金币，当前余额 ${coins} 金币，还差 ${price - coins} 金币。去充值？`, enough: false }
  }
  return { title: '确认购买', content: `${what}需 ${price} 金币，当前余额 ${coins} 金币，购买后余额 ${coins - price} 金币。`, enough: true }
}

const itemKeyOf = (target: CoinPurchaseTarget) => `${target.kind}:${target.id}`

/**
 * Buying with coins (an expert's paid prediction, a VIP pick), for the app's life (RootStore):
 * login, the current balance, a confirm modal with price and balance (too few coins offers the
 * top-up in the wallet instead), then pay_zjfb / pay_jx with a client-made key.
 */
export class CoinPurchaseStore {
  /** the items whose purchase is under way (the buy entry says 购买中… and ignores taps) */
  private readonly buying = new Set<string>()
  /**
   * The key of a purchase the user confirmed whose answer never came (network, timeout): the next
   * try sends it again, so a purchase that did go through is not charged twice. Kept per item for
   * the app's life; dropped once the server answered.
   */
  private readonly unansweredKeys = new Map<string, string>()

  /** `memberChanged`: the personal center and the wallet show the new balance */
  constructor(private readonly memberChanged: () => Promise<unknown>) {
    makeAutoObservable<CoinPurchaseStore, 'unansweredKeys' | 'memberChanged'>(this, { unansweredKeys: false, memberChanged: false })
  }

  isBuying(target: CoinPurchaseTarget): boolean {
    return this.buying.has(itemKeyOf(target))
  }

  /**
   * The whole flow for one buy tap; `onBought` reloads what shows the item, so it shows at once.
   * `resume`: the page of the item; a purchase interrupted by the login or by the top-up (and the
   * real-name verification it may ask for) is remembered, and that page opens this confirm again.
   */
  async buy(target: CoinPurchaseTarget, price: number, what: string, onBought: () => unknown, resume?: PendingInput): Promise<PurchaseResult> {
    const itemKey = itemKeyOf(target)
    if (this.buying.has(itemKey) || !requireLogin(resume)) return 'cancelled'
    this.buying.add(itemKey)
    try {
      const { coins } = await fetchWallet({})
      const dialog = purchaseDialog(what, price, coins)
      const confirmed = await confirmModal(dialog.title, dialog.content)
      if (!dialog.enough) {
        if (confirmed) {
          if (resume) pendingActions.remember(resume)
          void Taro.navigateTo({ url: routeUrl('wallet') })
        }
        return 'topUp'
      }
      if (!confirmed) return 'cancelled'
      const key = this.unansweredKeys.get(itemKey) ?? newOrderKey(target.kind === 'prediction' ? 'zj' : 'jx')
      this.unansweredKeys.set(itemKey, key)
      try {
        await buyWithCoins(target, key)
        this.unansweredKeys.delete(itemKey)
      } catch (e) {
        // the server answered (refused): that key is spent; no answer: keep it for the retry
        if (!(isApiError(e) && (e.kind === 'network' || e.kind === 'http'))) this.unansweredKeys.delete(itemKey)
        throw e
      }
      if (resume) pendingActions.take('buy', resume.route, resume.params)
      toastSuccess('购买成功')
      await onBought()
      void this.memberChanged().catch(() => undefined)
      return 'bought'
    } catch {
      // the app shell has said why (toast, or the real-name page for code -2)
      return 'cancelled'
    } finally {
      runInAction(() => this.buying.delete(itemKey))
    }
  }
}
