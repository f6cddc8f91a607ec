import { Text, View } from '@tarojs/components'
import Icon from '@/components/Icon'
import { priceText } from '@/features/experts/utils/expertRecord'
import './index.scss'

/** what unlocks a paid pick besides buying */
export const LOCK_HINT = '推荐与分析购买后可见，全部比赛结束后公开'

/** a paid pick the viewer may not see yet: the lock and its price (the buying entry sits beside it) */
export default function PredictionLock({ price, refundOnMiss }: { price: number; refundOnMiss: boolean }) {
  return (
    <View className='prediction-lock' data-testid='prediction-lock'>
      <View className='prediction-lock__line'>
        <Icon value='lock' size={18} color='#d8312a' />
        <Text className='prediction-lock__price' data-testid='lock-price'>{`付费方案 ${priceText(price)}`}</Text>
        {refundOnMiss && <Text className='prediction-lock__refund'>不中退</Text>}
      </View>
      <Text className='prediction-lock__hint'>{LOCK_HINT}</Text>
    </View>
  )
}
