import { Text, View } from '@tarojs/components'
import type { TransferRow } from '@contract/api/match'
import { formatMarketValue } from '@/features/match/utils/marketValue'
import { PlayerLink, TeamLink } from '@/features/match/components/TeamLink'
import './index.scss'

/** one transfer: date, player, from → to, fee; `teamId` marks it 转入 or 转出 from that team's side */
export default function TransferLine({ t, teamId }: { t: TransferRow; teamId?: number }) {
  const incoming = teamId !== undefined && t.to_team.id === teamId
  const fee = t.kind === '转会' ? formatMarketValue(t.fee) : t.fee
  return (
    <View className='team-home__line' data-testid={`transfer-${t.id}`}>
      {teamId !== undefined && <Text className={`team-home__tag${incoming ? ' team-home__tag--in' : ''}`}>{incoming ? '转入' : '转出'}</Text>}
      <View className='team-home__transfer'>
        <PlayerLink playerId={t.player.id} className='team-home__player'>{t.player.name}</PlayerLink>
        <View className='team-home__grid'>
          {t.from_team ? <TeamLink teamId={t.from_team.id} className='team-home__meta'>{t.from_team.short_name}</TeamLink> : <Text className='team-home__meta'>自由身</Text>}
          <Text className='team-home__meta'> → </Text>
          <TeamLink teamId={t.to_team.id} className='team-home__meta'>{t.to_team.short_name}</TeamLink>
        </View>
      </View>
      <View className='team-home__transfer-right'>
        <Text className='team-home__value'>{fee}</Text>
        <Text className='team-home__meta'>{t.transfer_date}</Text>
      </View>
    </View>
  )
}
