import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ExpertListRow } from '@contract/api/experts'
import type { ExpertSort } from '@contract/expert-rules'
import Avatar from '@/components/Avatar'
import FollowButton from '@/features/experts/components/FollowButton'
import { HIT_RATE_LABEL, honestRecordText, streakText, tallyCountsText } from '@/features/experts/utils/expertRecord'
import './index.scss'

/** 近20场 13中 1走 6黑 (the server's counts behind the rate); 暂无战绩 before any settled */
export function recentHitsText(row: Pick<ExpertListRow, 'record'>): string {
  return honestRecordText(row.record)
}

/** +12.5% / −3.0%: return on a unit stake per settled prediction */
export function returnRateText(rate: number): string {
  return `${rate > 0 ? '+' : rate < 0 ? '−' : ''}${Math.abs(rate).toFixed(1)}%`
}

/** the figure a ranking is ordered by, shown big at the right */
function rankFigure(row: ExpertListRow, sort: ExpertSort): { value: string; label: string } {
  switch (sort) {
    case 'streak':
      return { value: String(row.streak), label: `连红 · 最高${row.best_streak}` }
    case 'return':
      return { value: returnRateText(row.return_rate), label: '回报率' }
    case 'followers':
      return { value: String(row.followers), label: '粉丝' }
    case 'month':
      return { value: `${row.month.hit_rate}%`, label: `${tallyCountsText('本月', row.month)} · ${HIT_RATE_LABEL}` }
    default:
      return { value: `${row.hit_rate}%`, label: HIT_RATE_LABEL }
  }
}

interface Props {
  row: ExpertListRow
  /** which figure leads (the ranking's order) */
  sort: ExpertSort
  /** 1-based place; shown for the first rows of a ranking */
  rank?: number
  onOpen: (row: ExpertListRow) => void
  /** shows the follow button */
  onToggleFollow?: (row: ExpertListRow) => void
}

/** one expert in a ranking or a follow list: who, 近20场 N中 N走 N黑, the 连红 badge, the ranked figure, follow */
function ExpertRow({ row, sort, rank, onOpen, onToggleFollow }: Props) {
  const streak = streakText(row.streak)
  const figure = rankFigure(row, sort)
  return (
    <View className='expert-row' data-testid={`expert-row-${row.expert_id}`} onClick={() => onOpen(row)}>
      {rank !== undefined && <Text className={`expert-row__rank ${rank <= 3 ? 'expert-row__rank--top' : ''}`}>{rank}</Text>}
      <Avatar url={row.avatar} name={row.nickname} size='medium' />
      <View className='expert-row__who'>
        <View className='expert-row__line'>
          <Text className='expert-row__name'>{row.nickname}</Text>
          {streak !== '' && (
            <Text className='expert-row__streak' data-testid='expert-streak'>
              {streak}
            </Text>
          )}
        </View>
        {row.title !== '' && <Text className='expert-row__title'>{row.title}</Text>}
        <View className='expert-row__line'>
          <Text className='expert-row__recent' data-testid='expert-recent'>
            {recentHitsText(row)}
          </Text>
          {row.on_sale > 0 && <Text className='expert-row__sale'>{`${row.on_sale}场在售`}</Text>}
        </View>
      </View>
      <View className='expert-row__figure'>
        <Text className='expert-row__figure-value' data-testid='expert-figure'>
          {figure.value}
        </Text>
        <Text className='expert-row__figure-label' data-testid='expert-figure-label'>
          {figure.label}
        </Text>
      </View>
      {onToggleFollow && <FollowButton followed={row.followed} onToggle={() => onToggleFollow(row)} testId={`follow-${row.expert_id}`} />}
    </View>
  )
}

export default observer(ExpertRow)
