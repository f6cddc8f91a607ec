import { Text, View } from '@tarojs/components'
import type { PlayerCard as PlayerCardData } from '@/features/match/services/teams'
import { formatMarketValue } from '@/features/match/utils/marketValue'
import { TeamLink } from '@/features/match/components/TeamLink'
import TransferLine from '@/features/match/components/TeamHome/TransferLine'
import MatchRow from '@/features/match/components/MatchRow'
import './index.scss'

interface Props {
  card: PlayerCardData
  onToggleFollow: () => void
  onClose: () => void
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <View className='player-card__figure'>
      <Text className='player-card__figure-value'>{value}</Text>
      <Text className='player-card__figure-label'>{label}</Text>
    </View>
  )
}

function lineText(l: PlayerCardData['last_matches'][number]): string {
  const parts = [l.started ? `首发 ${l.minutes}'` : `替补 ${l.minutes}'`]
  if (l.goals) parts.push(`进球 ${l.goals}`)
  if (l.assists) parts.push(`助攻 ${l.assists}`)
  if (l.yellow) parts.push(`黄牌 ${l.yellow}`)
  if (l.red) parts.push(`红牌 ${l.red}`)
  if (l.rating !== null) parts.push(`评分 ${l.rating.toFixed(1)}`)
  return parts.join(' · ')
}

/**
 * A player's card over the team home: position, age, club, nationality, market value, the season's
 * figures with the average of its final ratings (docs/product/match-centre.md), the last five
 * matches played with their ratings, and the transfer history. A player never rated shows no rating.
 */
export default function PlayerCard({ card, onToggleFollow, onClose }: Props) {
  const { player: p, team, season: s } = card
  return (
    <View className='player-card' data-testid='player-card'>
      <View className='player-card__head'>
        <Text className='player-card__shirt'>{p.shirt_number}</Text>
        <View className='player-card__names'>
          <Text className='player-card__name' numberOfLines={1}>{p.name}</Text>
          <View className='player-card__row'>
            <Text className='player-card__meta'>{`${p.position} · ${p.age}岁 · ${p.nationality} · `}</Text>
            <TeamLink teamId={team.id} className='player-card__meta player-card__club'>{team.short_name}</TeamLink>
          </View>
          <Text className='player-card__meta'>{`身价 ${formatMarketValue(p.market_value)} · ${card.followers} 人关注`}</Text>
        </View>
        <View className={`player-card__follow${card.followed ? ' player-card__follow--on' : ''}`} data-testid='player-follow' onClick={onToggleFollow}>
          <Text className={`player-card__follow-text${card.followed ? ' player-card__follow-text--on' : ''}`}>{card.followed ? '已关注' : '关注'}</Text>
        </View>
      </View>
      <Text className='player-card__section'>{`${card.league.short_name} ${s.season_name}`}</Text>
      <View className='player-card__figures' data-testid='player-season'>
        <Figure label='出场' value={s.appearances} />
        <Figure label='首发' value={s.starts} />
        <Figure label='进球' value={s.goals} />
        <Figure label='助攻' value={s.assists} />
        <Figure label='黄牌' value={s.yellow} />
        <Figure label='红牌' value={s.red} />
        {s.average_rating !== null && <Figure label='平均评分' value={s.average_rating.toFixed(1)} />}
      </View>
      <Text className='player-card__section'>近 5 场</Text>
      {card.last_matches.length === 0 ? <Text className='player-card__empty'>暂无出场记录</Text> : card.last_matches.map((l) => (
        <View key={l.match.id} data-testid='player-match'>
          <MatchRow match={l.match} />
          <Text className='player-card__line'>{lineText(l)}</Text>
        </View>
      ))}
      <Text className='player-card__section'>转会记录</Text>
      {card.transfers.length === 0 ? <Text className='player-card__empty'>暂无转会记录</Text> : card.transfers.map((t) => <TransferLine key={t.id} t={t} />)}
      <View className='player-card__close' data-testid='player-card-close' onClick={onClose}>
        <Text className='player-card__close-text'>关闭</Text>
      </View>
    </View>
  )
}
