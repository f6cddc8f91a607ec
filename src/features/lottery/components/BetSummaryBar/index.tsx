import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { formatMoney, prizeText } from '@/features/lottery/components/BetSlipPanel'
import { CAN_SCROLL_TO_ELEMENT, scrollToElement } from '@/platform/pageScroll'
import type { BetSlip } from '@/features/lottery/stores/betSlip'
import './index.scss'

interface Props {
  slip: BetSlip
}

/**
 * The totals kept in sight at the bottom of the screen while the user picks options far up the
 * list; 明细 scrolls to the slip with the pass types and the bets. Hidden until an option is picked.
 */
function BetSummaryBar({ slip }: Props) {
  const chosen = slip.chosen.length
  if (chosen === 0) return null
  const range = slip.range
  return (
    <View className='bet-summary' data-testid='bet-summary'>
      <View className='bet-summary__text'>
        <Text className='bet-summary__line'>{`已选 ${chosen} 场 · ${slip.passTypes.join(' ') || '未选过关'} · ${slip.betCount} 注 ${formatMoney(slip.stake)} 元`}</Text>
        <Text className='bet-summary__prize'>{prizeText(range)}</Text>
      </View>
      {CAN_SCROLL_TO_ELEMENT && (
        <Text className='bet-summary__button' onClick={() => scrollToElement('#bet-slip')}>
          明细
        </Text>
      )}
    </View>
  )
}

export default observer(BetSummaryBar)
