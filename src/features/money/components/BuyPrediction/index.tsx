import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import Icon from '@/components/Icon'
import { stopTap } from '@/platform/stopTap'
import type { CoinPurchaseTarget } from '@/features/money/services/money'
import { useStores } from '@/stores/StoreContext'
import type { PendingInput } from '@/stores/pendingActionStore'
import './index.scss'

interface BuyWithCoinsProps {
  target: CoinPurchaseTarget
  /** coins */
  price: number
  /** the caller already reads it (free, own, bought, finished, VIP): nothing to buy */
  unlocked: boolean
  /** 不中退: the coins come back if the prediction misses */
  refundOnMiss?: boolean
  /** what is bought, in the modal: 该方案 / 该精选 */
  what: string
  /** after the purchase: reload what shows the pick, so it shows at once */
  onBought: () => unknown
  /** the item's page: a purchase the login or the top-up interrupts is offered again there */
  resume?: PendingInput
}

/**
 * A buy entry paid with coins; its button is where the price is said (购买查看 18金币), once. Not rendered at all while the pay-module flag is off (docs/product/pay-module.md),
 * for free items and for what the caller can already read.
 */
function BuyWithCoinsView({ target, price, unlocked, refundOnMiss = false, what, onBought, resume }: BuyWithCoinsProps) {
  const { app, coinPurchases } = useStores()
  const buying = coinPurchases.isBuying(target)
  if (!app.payModule || unlocked || price <= 0) return null
  return (
    <View className='buy-coins' data-testid={`buy-${target.kind}-${target.id}`}>
      <View className='buy-coins__info'>
        <Icon value='lock' size={14} color='#d8312a' />
        <Text className='buy-coins__price'>付费可看</Text>
        {refundOnMiss && <Text className='buy-coins__refund'>不中退</Text>}
      </View>
      <View
        className={`buy-coins__button ${buying ? 'buy-coins__button--busy' : ''}`}
        data-testid='buy-button'
        onClick={(e) => {
          // the entry sits inside tappable rows: buying must not also open the row
          stopTap(e)
          void coinPurchases.buy(target, price, what, onBought, resume)
        }}
      >
        <Text className='buy-coins__button-text' data-testid='buy-button-text'>{buying ? '购买中…' : `购买查看 ${price}金币`}</Text>
      </View>
    </View>
  )
}

export const BuyWithCoins = observer(BuyWithCoinsView)

interface Props {
  predictionId: number
  price: number
  /** the caller sees the pick already (a list row without the flag: pick_text !== null) */
  unlocked: boolean
  refundOnMiss?: boolean
  onBought: () => unknown
  /** the prediction's title (继续：购买 <title> in 我的) */
  title?: string
}

/** the buy entry of an expert's paid prediction (pay_zjfb): confirm with price and balance, then the pick shows */
export default function BuyPrediction({ predictionId, title, ...rest }: Props) {
  const target = useMemo<CoinPurchaseTarget>(() => ({ kind: 'prediction', id: predictionId }), [predictionId])
  const resume = useMemo<PendingInput>(() => predictionResume(predictionId, title), [predictionId, title])
  return <BuyWithCoins target={target} what='该方案' resume={resume} {...rest} />
}

/** the purchase of a prediction, remembered through the login or the top-up */
export function predictionResume(predictionId: number, title = '专家方案'): PendingInput {
  return { kind: 'buy', route: 'predictionDetail', params: { id: predictionId }, label: title }
}
