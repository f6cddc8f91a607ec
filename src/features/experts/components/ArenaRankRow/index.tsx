import { Text, View } from '@tarojs/components'
import type { ArenaRankRow as RankRow } from '@contract/api/experts.arena'
import Avatar from '@/components/Avatar'
import { returnRateText } from '@/features/experts/components/ExpertRow'
import { tallyCountsText } from '@/features/experts/utils/expertRecord'
import { roiText } from '@/features/experts/components/MonthlyChart'
import './index.scss'

interface Props {
  row: RankRow
  /** my own row, pinned above the ranking */
  mine?: boolean
  /** an expert opens the expert's home */
  onOpen?: (row: RankRow) => void
}

/** one place in the arena ranking: rank, who, hits of settled entries, hit rate and return */
export default function ArenaRankRow({ row, mine = false, onOpen }: Props) {
  return (
    <View
      className={`arena-rank ${mine ? 'arena-rank--mine' : ''}`}
      data-testid={mine ? 'arena-mine' : `arena-rank-${row.user.user_id}`}
      onClick={onOpen ? () => onOpen(row) : undefined}
    >
      <Text className={`arena-rank__place ${row.rank <= 3 ? 'arena-rank__place--top' : ''}`}>{row.rank}</Text>
      <Avatar url={row.user.avatar} name={row.user.nickname} size='small' />
      <View className='arena-rank__who'>
        <View className='arena-rank__line'>
          <Text className='arena-rank__name'>{mine ? `我 · ${row.user.nickname}` : row.user.nickname}</Text>
          {row.user.is_expert && <Text className='arena-rank__expert'>专家</Text>}
        </View>
        <Text className='arena-rank__tally'>{tallyCountsText('', row)}</Text>
      </View>
      <View className='arena-rank__figure'>
        <Text className='arena-rank__hits' data-testid='arena-hits'>{`${row.hits}红`}</Text>
        <Text className='arena-rank__sub'>{`命中率${row.hit_rate}%（走水不计） · 回报${roiText(row.return_units)}（${returnRateText(row.return_rate)}）`}</Text>
      </View>
    </View>
  )
}
