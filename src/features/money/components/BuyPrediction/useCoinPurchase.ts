import Taro from '@tarojs/taro'
import { useCallback, useRef, useState } from 'react'
import { isApiError } from '@/services/apiError'
import { confirmModal } from '@/components/feedback/confirm'
import { buyWithCoins, fetchWallet, type CoinPurchaseTarget } from '@/features/money/services/money'
import { requireLogin } from '@/navigation/loginGuard'
import { toastSuccess } from '@/components/feedback/toast'
import { routeUrl } from '@/navigation/routes'
import { newOrderKey } from '@/features/money/utils/orderKey'
import { useStores } from '@/stores/StoreContext'

/**
 * The key of a purchase the user confirmed whose answer never came (network, timeout): the next
 * try sends it again, so a purchase that did go through is not charged twice. Kept per item for
 * the app's life; dropped once the server answered.
 */
const unansweredKeys = new Map<string, string>()

export type PurchaseResult = 'bought' | 'cancelled' | 'topUp'

/** what the confirm modal says: the price, the balance and, when short, how much is missing */
export function purchaseDialog(what: string, price: number, coins: number): { title: string; content: string; enough: boolean } {
  if (coins < price) {
    return { title: '金币不足', content: `${what}需 ${price} 金币，当前余额 ${coins} 金币，还差 ${price - coins} 金币。去充值？`, enough: false }
  }
  return { title: '确认购买', content: `${what}需 ${price} 金币，当前余额 ${coins} 金币，购买后余额 ${coins - price} 金币。`, enough: true }
}

/**
 * Buying with coins: login, the current balance, a confirm modal with price and balance (too few
 * coins offers the top-up in the wallet instead), then pay_zjfb / pay_jx with a client-made key.
 */
export function useCoinPurchase(target: CoinPurchaseTarget, price: number, what: string, onBought: () => unknown) {
  const { member } = useStores()
  const [buying, setBuying] = useState(false)
  const inFlight = useRef(false)
  const buy = useCallback(async (): Promise<PurchaseResult> => {
    if (inFlight.current || !requireLogin()) return 'cancelled'
    inFlight.current = true
    setBuying(true)
    try {
      const { coins } = await fetchWallet({})
      const dialog = purchaseDialog(what, price, coins)
      const confirmed = await confirmModal(dialog.title, dialog.content)
      if (!dialog.enough) {
        if (confirmed) void Taro.navigateTo({ url: routeUrl('withdraw') })
        return 'topUp'
      }
      if (!confirmed) return 'cancelled'
      const itemKey = `${target.kind}:${target.id}`
      const key = unansweredKeys.get(itemKey) ?? newOrderKey(target.kind === 'prediction' ? 'zj' : 'jx')
      unansweredKeys.set(itemKey, key)
      try {
        await buyWithCoins(target, key)
        unansweredKeys.delete(itemKey)
      } catch (e) {
        // the server answered (refused): that key is spent; no answer: keep it for the retry
        if (!(isApiError(e) && (e.kind === 'network' || e.kind === 'http'))) unansweredKeys.delete(itemKey)
        throw e
      }
      toastSuccess('购买成功')
      await onBought()
      // the personal center and the wallet show the new balance
      void member.refresh({ silent: true }).catch(() => undefined)
      return 'bought'
    } catch {
      // the request wrapper has said why (toast, or the real-name page for code -2)
      return 'cancelled'
    } finally {
      inFlight.current = false
      setBuying(false)
    }
  }, [target, price, what, onBought, member])
  return { buy, buying }
}
