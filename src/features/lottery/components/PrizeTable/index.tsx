import { Text, View } from '@tarojs/components'
import type { DrawDetails } from '@/features/lottery/services/lottery'
import { formatYuan } from '@/features/lottery/utils/lottery'
import './index.scss'

type Prize = DrawDetails['prizes'][number]

/** the prize levels of a drawn issue: 奖级, 中奖注数, 单注奖金 */
export default function PrizeTable({ prizes }: { prizes: readonly Prize[] }) {
  if (prizes.length === 0) return <Text className='prize-table__empty'>开奖后公布奖金</Text>
  return (
    <View className='prize-table' data-testid='prize-table'>
      <View className='prize-table__row prize-table__row--head'>
        <Text className='prize-table__cell prize-table__cell--head'>奖级</Text>
        <Text className='prize-table__cell prize-table__cell--head'>中奖注数</Text>
        <Text className='prize-table__cell prize-table__cell--head'>单注奖金</Text>
      </View>
      {prizes.map((p) => (
        <View key={p.level} className='prize-table__row' data-testid='prize-row'>
          <Text className='prize-table__cell'>{p.level}</Text>
          <Text className='prize-table__cell'>{`${p.count}注`}</Text>
          <Text className='prize-table__cell prize-table__cell--money'>{formatYuan(p.amount)}</Text>
        </View>
      ))}
    </View>
  )
}
