import { Text, View } from '@tarojs/components'
import Icon from '@/components/Icon'
import './index.scss'

/** what unlocks a paid pick besides buying */
export const LOCK_HINT = '购买后查看推荐与分析，全部比赛结束后公开'

/**
 * a paid pick the viewer may not see yet: how it unlocks. What it costs (and 不中退) is said once, by
 * the buying entry beside it; `price` and `refundOnMiss` are kept for callers, not shown.
 */
export default function PredictionLock(_props: { price: number; refundOnMiss: boolean }) {
  return (
    <View className='prediction-lock' data-testid='prediction-lock'>
      <View className='prediction-lock__line'>
        <Icon value='lock' size={18} color='#d8312a' />
        <Text className='prediction-lock__hint' data-testid='lock-hint'>{LOCK_HINT}</Text>
      </View>
    </View>
  )
}
