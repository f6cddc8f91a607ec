import { Text, View } from '@tarojs/components'
import type { MatchStats } from '@contract/football'
import { matchPercentages, type MatchPercentages } from '@/features/match/utils/matchStats'
import './index.scss'

interface Props {
  home: Partial<MatchStats> | null | undefined
  away: Partial<MatchStats> | null | undefined
}

/** the product's five paired stats: label, the raw field, and its derived home share */
const ROWS: ReadonlyArray<{ label: string; field: keyof MatchStats; share: keyof MatchPercentages; unit?: string }> = [
  { label: '进攻', field: 'attacks', share: 'attack' },
  { label: '危险进攻', field: 'dangerous_attacks', share: 'danger' },
  { label: '控球率', field: 'ball_possession', share: 'ballControl', unit: '%' },
  { label: '射正', field: 'shots_on_goal', share: 'correctly' },
  { label: '射偏', field: 'shots_off_goal', share: 'partial' },
]

/**
 * Home and away side by side: each stat's numbers and a bar split by the home share
 * (50/50 when a share cannot be computed, e.g. before kickoff).
 */
export default function StatBars({ home, away }: Props) {
  const shares = matchPercentages(home ?? null, away ?? null)
  return (
    <View className='stat-bars'>
      {ROWS.map((r) => {
        const share = shares[r.share]
        const show = (v: number | undefined) => (v === undefined ? '-' : `${v}${r.unit ?? ''}`)
        return (
          <View key={r.field} className='stat-bars__row' data-testid={`stat-${r.share}`} data-share={share}>
            <View className='stat-bars__numbers'>
              <Text className='stat-bars__home'>{show(home?.[r.field])}</Text>
              <Text className='stat-bars__label'>{r.label}</Text>
              <Text className='stat-bars__away'>{show(away?.[r.field])}</Text>
            </View>
            <View className='stat-bars__bar'>
              <View className='stat-bars__fill stat-bars__fill--home' style={{ width: `${share}%` }} />
              <View className='stat-bars__fill stat-bars__fill--away' style={{ width: `${100 - share}%` }} />
            </View>
            <View className='stat-bars__shares'>
              <Text className='stat-bars__share'>{share}%</Text>
              <Text className='stat-bars__share'>{100 - share}%</Text>
            </View>
          </View>
        )
      })}
    </View>
  )
}
