import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { MatchRow } from '@contract/football'
import { MatchStatus } from '@contract/match-status'
import { matchDetailUrl } from '@/features/match'
import { formatHalfScore, formatScore } from '@/utils/score'
import { handicapText, type ResultCell } from '@/features/lottery/utils/lottery'
import './index.scss'

interface Props {
  /** the match's number in the issue (场次) */
  no: number
  match: MatchRow
  /** 北京单场's handicap on the home side */
  handicap?: number
  /** the result column: 彩果, SP, 总进球...; an empty value shows '-' */
  cells: readonly ResultCell[]
}

/** the lottery counts the 90-minute score; a match under way shows its current one */
function scoreOf(match: MatchRow): string {
  if (match.status_id === MatchStatus.NOT_STARTED || match.status_id === MatchStatus.POSTPONED) return 'VS'
  return formatScore(match.full_score || match.current_score)
}

/**
 * One match of a draw: its number, league and kickoff, the teams around the 90-minute score
 * and the half-time one, and the lottery's result cells. A tap opens the match detail.
 */
export default function DrawMatchRow({ no, match, handicap, cells }: Props) {
  const open = () => {
    if (match.id > 0) void Taro.navigateTo({ url: matchDetailUrl(match.id) })
  }
  const finished = match.status_id === MatchStatus.FINISHED
  return (
    <View className='draw-row' data-testid={`draw-row-${match.id}`} onClick={open}>
      <View className='draw-row__meta'>
        <Text className='draw-row__no'>{String(no).padStart(2, '0')}</Text>
        <Text className='draw-row__league' style={{ color: match.league.color }} numberOfLines={1}>
          {match.league.short_name}
        </Text>
        <Text className='draw-row__time'>{match.start_at_time.slice(5, 16)}</Text>
      </View>
      <View className='draw-row__teams'>
        <Text className='draw-row__team draw-row__team--home' numberOfLines={1}>
          {match.home_team.short_name}
          {handicap ? <Text className='draw-row__handicap'>{`(${handicapText(handicap)})`}</Text> : null}
        </Text>
        <View className='draw-row__centre'>
          <Text className={`draw-row__score ${finished ? '' : 'draw-row__score--open'}`} data-testid='draw-score'>
            {scoreOf(match)}
          </Text>
          <Text className='draw-row__half'>{finished ? formatHalfScore(match.half_score) : match.status_text}</Text>
        </View>
        <Text className='draw-row__team' numberOfLines={1}>
          {match.away_team.short_name}
        </Text>
      </View>
      <View className='draw-row__cells'>
        {cells.map((c) => (
          <View key={c.label} className='draw-row__cell'>
            <Text className='draw-row__cell-label'>{c.label}</Text>
            <Text className={`draw-row__cell-value ${c.value ? '' : 'draw-row__cell-value--open'}`} data-testid='draw-result'>
              {c.value || '-'}
            </Text>
          </View>
        ))}
      </View>
    </View>
  )
}
