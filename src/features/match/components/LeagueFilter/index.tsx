import { ScrollView, Text, View } from '@tarojs/components'
import './index.scss'

export interface LeagueChoice {
  id: number
  short_name: string
  match_count: number
}

interface Props {
  leagues: readonly LeagueChoice[]
  /** null: every competition */
  value: number | null
  onChange: (leagueId: number | null) => void
}

/** a horizontal row of competitions playing on the day, with 全部 first */
export default function LeagueFilter({ leagues, value, onChange }: Props) {
  if (leagues.length === 0) return null
  const chip = (id: number | null, label: string) => (
    <View
      key={id ?? 'all'}
      className={`league-filter__chip ${value === id ? 'league-filter__chip--active' : ''}`}
      data-testid={`league-${id ?? 'all'}`}
      onClick={() => value !== id && onChange(id)}
    >
      <Text className={`league-filter__text ${value === id ? 'league-filter__text--active' : ''}`}>{label}</Text>
    </View>
  )
  return (
    <ScrollView className='league-filter' scrollX>
      {chip(null, '全部赛事')}
      {leagues.map((l) => chip(l.id, `${l.short_name} ${l.match_count}`))}
    </ScrollView>
  )
}
