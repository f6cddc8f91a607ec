import { Text, View } from '@tarojs/components'
import type { SameOddsSummary } from '@/features/match/services/footballData'
import './index.scss'

interface Props {
  summary: SameOddsSummary
  /** a line above the bars, e.g. the odds the samples share */
  title?: string
  /** what the samples are called: 同赔样本 (same odds, the default) or 等赔样本 on that page */
  sampleLabel?: string
}

/** every percentage with one decimal (61.0%, 17.1%), so the three read alike */
export function percentText(rate: number): string {
  return `${rate.toFixed(1)}%`
}

/** how matches with the same odds ended: 主胜 / 平 / 客胜 counts and percentages as one bar */
export default function OutcomeDistribution({ summary, title, sampleLabel = '同赔样本' }: Props) {
  const parts = [
    { key: 'home', label: '主胜', count: summary.home_win, rate: summary.home_win_rate },
    { key: 'draw', label: '平局', count: summary.draw, rate: summary.draw_rate },
    { key: 'away', label: '客胜', count: summary.away_win, rate: summary.away_win_rate },
  ]
  return (
    <View className='outcome-dist' data-testid='outcome-distribution'>
      <View className='outcome-dist__head'>
        {title ? <Text className='outcome-dist__title'>{title}</Text> : null}
        <Text className='outcome-dist__samples'>{`${sampleLabel} ${summary.samples} 场`}</Text>
      </View>
      {summary.samples === 0 ? (
        <Text className='outcome-dist__none'>暂无相同赔率的已完场比赛</Text>
      ) : (
        <>
          <View className='outcome-dist__bar'>
            {parts.map((p) =>
              p.rate > 0 ? <View key={p.key} className={`outcome-dist__seg outcome-dist__seg--${p.key}`} style={{ width: `${p.rate}%` }} /> : null,
            )}
          </View>
          <View className='outcome-dist__legend'>
            {parts.map((p) => (
              <Text key={p.key} className={`outcome-dist__item outcome-dist__item--${p.key}`} data-testid={`rate-${p.key}`}>
                {`${p.label} ${p.count}场 ${percentText(p.rate)}`}
              </Text>
            ))}
          </View>
        </>
      )}
    </View>
  )
}
