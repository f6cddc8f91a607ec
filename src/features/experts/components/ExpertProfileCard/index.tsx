import { Text, View } from '@tarojs/components'
import type { ExpertProfile } from '@contract/api/experts'
import { HIT_RATE_DEFINITION, NO_RECORD_TEXT } from '@contract/expert-rules'
import Avatar from '@/components/Avatar'
import FollowButton from '@/features/experts/components/FollowButton'
import MonthlyChart, { roiText, type MonthPoint } from '@/features/experts/components/MonthlyChart'
import ResultStrip from '@/features/experts/components/ResultStrip'
import { returnRateText } from '@/features/experts/components/ExpertRow'
import { streakText } from '@/features/experts/utils/expertRecord'
import './index.scss'

/** how many months the chart shows (the record carries up to 12, newest first) */
export const CHART_MONTHS = 6

/** the record's months, oldest first, as the chart draws them ('2026-10' -> 10月) */
export function chartMonths(profile: ExpertProfile): MonthPoint[] {
  return profile.full_record.monthly
    .slice(0, CHART_MONTHS)
    .reverse()
    .map((m) => ({ label: `${Number(m.month.slice(5))}月`, hitRate: m.hit_rate, roi: m.return_units }))
}

interface Props {
  profile: ExpertProfile
  onToggleFollow: () => void
  /** opens the record by competition and play (ummary) */
  onOpenSummary: () => void
}

/**
 * The head of an expert's page: who, followers and the follow button, then the record a buyer can
 * check: hit rate over the windows the server names (近10 / 20 / 50场 only when that many are
 * settled, and 全部), streaks, return, the last 20 results under their own counts, and the monthly
 * chart. Every figure is the server's (expertRecords.ts recordFor): nothing is counted here.
 */
export default function ExpertProfileCard({ profile: p, onToggleFollow, onOpenSummary }: Props) {
  const r = p.full_record
  const recent = r.recent_record
  const streak = streakText(r.current_streak)
  return (
    <View className='expert-profile' data-testid='expert-profile'>
      <View className='expert-profile__head'>
        <Avatar url={p.avatar} name={p.nickname} size='medium' />
        <View className='expert-profile__who'>
          <View className='expert-profile__line'>
            <Text className='expert-profile__name'>{p.nickname}</Text>
            {streak !== '' && <Text className='expert-profile__streak'>{streak}</Text>}
          </View>
          {p.title !== '' && <Text className='expert-profile__title'>{p.title}</Text>}
          <Text className='expert-profile__followers' data-testid='expert-followers'>{`${p.followers} 粉丝 · 已结算 ${r.settled} 场`}</Text>
        </View>
        {!p.is_self && <FollowButton followed={p.followed} onToggle={onToggleFollow} />}
      </View>
      {p.intro !== '' && <Text className='expert-profile__intro'>{p.intro}</Text>}
      <View className='expert-profile__figures'>
        {r.windows.map((w, i) => (
          <View key={w.label} className='expert-profile__figure'>
            <Text className='expert-profile__figure-value' data-testid={i === r.windows.length - 1 ? 'rate-all' : `rate-${w.window}`}>
              {`${w.hit_rate}%`}
            </Text>
            <Text className='expert-profile__figure-label'>{`${w.label}命中`}</Text>
          </View>
        ))}
      </View>
      <Text className='expert-profile__definition' data-testid='record-definition'>
        {`已结算 ${r.settled} 场：${r.hits}中 ${r.pushes}走 ${r.misses}黑。${HIT_RATE_DEFINITION}`}
      </Text>
      <View className='expert-profile__figures'>
        <View className='expert-profile__figure'>
          <Text className='expert-profile__figure-value' data-testid='streak-current'>
            {r.current_streak}
          </Text>
          <Text className='expert-profile__figure-label'>当前连红</Text>
        </View>
        <View className='expert-profile__figure'>
          <Text className='expert-profile__figure-value' data-testid='streak-best'>
            {r.best_streak}
          </Text>
          <Text className='expert-profile__figure-label'>最高连红</Text>
        </View>
        <View className='expert-profile__figure'>
          <Text className='expert-profile__figure-value' data-testid='return-rate'>
            {returnRateText(r.return_rate)}
          </Text>
          <Text className='expert-profile__figure-label'>回报率</Text>
        </View>
        <View className='expert-profile__figure'>
          <Text className='expert-profile__figure-value'>{roiText(r.return_units)}</Text>
          <Text className='expert-profile__figure-label'>总回报(单位)</Text>
        </View>
      </View>
      <View className='expert-profile__section'>
        <View className='expert-profile__section-head'>
          <Text className='expert-profile__section-title' data-testid='recent-heading'>
            {recent.settled > 0 ? `${recent.label} · ${recent.hits}红 ${recent.misses}黑 ${recent.pushes}走` : NO_RECORD_TEXT}
          </Text>
          <Text className='expert-profile__more' data-testid='open-summary' onClick={onOpenSummary}>
            战绩汇总 ›
          </Text>
        </View>
        <ResultStrip results={r.recent} />
      </View>
      <View className='expert-profile__section'>
        <MonthlyChart months={chartMonths(p)} />
      </View>
    </View>
  )
}
