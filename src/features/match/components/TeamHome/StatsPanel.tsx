import { Text, View } from '@tarojs/components'
import type { TeamStats } from '@/features/match/services/teams'
import FormBadges from '@/features/match/components/FormBadges'
import { openPlayer } from '@/features/match/components/TeamLink'
import './index.scss'

type Figures = TeamStats['all']

const ROWS: Array<[string, (f: Figures) => string]> = [
  ['场次', (f) => String(f.played)],
  ['胜/平/负', (f) => `${f.win}/${f.draw}/${f.loss}`],
  ['进球', (f) => String(f.goals_for)],
  ['失球', (f) => String(f.goals_against)],
  ['零封', (f) => String(f.clean_sheets)],
]

function Leaders({ title, rows, teamId, unit }: { title: string; rows: TeamStats['top_scorers']; teamId: number; unit: string }) {
  return (
    <View className='team-home__card'>
      <Text className='team-home__card-title'>{title}</Text>
      {rows.length === 0 ? <Text className='team-home__meta'>暂无</Text> : rows.map((r) => (
        <View key={r.player.id} className='team-home__line' onClick={() => openPlayer(r.player.id, teamId)}>
          <Text className='team-home__player' numberOfLines={1}>{r.player.name}</Text>
          <Text className='team-home__value'>{`${r.count} ${unit}`}</Text>
        </View>
      ))}
    </View>
  )
}

/** 数据: the season in the team's league, from its results and events */
export default function StatsPanel({ stats }: { stats: TeamStats }) {
  return (
    <View>
      <View className='team-home__card' data-testid='team-stats'>
        <Text className='team-home__card-title'>{`${stats.league.short_name} ${stats.season_name}`}</Text>
        <View className='team-home__line team-home__line--head'>
          <Text className='team-home__label' />
          <Text className='team-home__cell'>总</Text>
          <Text className='team-home__cell'>主场</Text>
          <Text className='team-home__cell'>客场</Text>
        </View>
        {ROWS.map(([label, value]) => (
          <View key={label} className='team-home__line' data-testid={`stats-${label}`}>
            <Text className='team-home__label'>{label}</Text>
            <Text className='team-home__cell'>{value(stats.all)}</Text>
            <Text className='team-home__cell'>{value(stats.home)}</Text>
            <Text className='team-home__cell'>{value(stats.away)}</Text>
          </View>
        ))}
        <View className='team-home__form'>
          <Text className='team-home__form-label'>近 5 场</Text>
          <FormBadges outcomes={stats.form} />
        </View>
        <Text className='team-home__meta'>{`黄牌 ${stats.yellow_cards} · 红牌 ${stats.red_cards}`}</Text>
      </View>
      <Leaders title='射手' rows={stats.top_scorers} teamId={stats.team_id} unit='球' />
      <Leaders title='助攻' rows={stats.top_assists} teamId={stats.team_id} unit='次' />
    </View>
  )
}
