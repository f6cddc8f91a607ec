import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { BetSlip, CalcMatch } from '@/features/lottery/stores/betSlip'
import { optionLabel, PLAY_NAME, PLAY_OPTIONS, pickWins, type MatchOutcome, type Play } from '@/features/lottery/utils/betCalculator'
import { handicapText } from '@/features/lottery/utils/lottery'
import './index.scss'

interface Props {
  match: CalcMatch
  slip: BetSlip
  /** the finished match's result: winning options are marked (simulation) */
  outcome?: MatchOutcome | null
}

/** plays always shown; the others open under 更多玩法 */
const MAIN_PLAYS: readonly Play[] = ['had', 'hhad']

/**
 * One match of the calculator: number, league, kickoff and teams, then a row of options per play
 * with their odds. Tapping an option adds it to the slip or takes it out; several options on one
 * match are alternatives.
 */
function BetMatchCard({ match, slip, outcome }: Props) {
  const [more, setMore] = useState(false)
  const plays = slip.plays.filter((p) => match.odds[p])
  const shown = plays.filter((p) => MAIN_PLAYS.includes(p) || more)
  const hasMore = plays.some((p) => !MAIN_PLAYS.includes(p))
  const chosen = slip.picks.get(match.id)?.size ?? 0
  const m = match.match
  return (
    <View className='bet-match' data-testid={`bet-match-${match.id}`}>
      <View className='bet-match__head'>
        <Text className='bet-match__no'>{match.no}</Text>
        <Text className='bet-match__league' style={{ color: m.league.color }}>
          {m.league.short_name}
        </Text>
        <Text className='bet-match__time'>{m.start_at_time.slice(5, 16)}</Text>
        {match.single && slip.lottery === 'jc' ? <Text className='bet-match__single'>单关</Text> : null}
      </View>
      <View className='bet-match__teams'>
        <Text className='bet-match__team'>{m.home_team.short_name}</Text>
        <Text className='bet-match__vs'>{outcome ? `${outcome.home}-${outcome.away}（半场${outcome.halfHome}-${outcome.halfAway}）` : 'VS'}</Text>
        <Text className='bet-match__team'>{m.away_team.short_name}</Text>
      </View>
      {shown.map((play) => (
        <View key={play} className='bet-match__play'>
          <Text className='bet-match__play-name'>
            {play === 'hhad' ? `让球 ${match.handicap > 0 ? '+' : ''}${match.handicap}` : PLAY_NAME[play]}
          </Text>
          <View className='bet-match__options'>
            {PLAY_OPTIONS[play].map((value) => {
              const odds = match.odds[play]?.[value]
              if (odds === undefined) return null
              const picked = slip.isPicked(match.id, play, value)
              const won = outcome ? pickWins(play, value, match.handicap, outcome) : false
              return (
                <View
                  key={value}
                  className={`bet-option ${play === 'had' || play === 'hhad' ? 'bet-option--wide' : ''} ${picked ? 'bet-option--picked' : ''} ${won ? 'bet-option--won' : ''}`}
                  data-testid={`opt-${match.id}-${play}-${value}`}
                  onClick={() => slip.toggle(match.id, play, value)}
                >
                  <Text className={`bet-option__label ${picked ? 'bet-option__label--picked' : ''}`}>{optionLabel(play, value)}</Text>
                  <Text className={`bet-option__odds ${picked ? 'bet-option__odds--picked' : ''}`}>{odds.toFixed(2)}</Text>
                </View>
              )
            })}
          </View>
        </View>
      ))}
      <View className='bet-match__foot'>
        {match.handicap !== 0 && slip.lottery === 'bd' ? <Text className='bet-match__hint'>{`主队${handicapText(match.handicap)}球`}</Text> : null}
        {chosen > 0 ? <Text className='bet-match__hint'>{`已选 ${chosen} 项`}</Text> : null}
        {hasMore ? (
          <Text className='bet-match__more' data-testid={`more-${match.id}`} onClick={() => setMore(!more)}>
            {more ? '收起玩法' : '更多玩法（比分 总进球 半全场）'}
          </Text>
        ) : null}
      </View>
    </View>
  )
}

export default observer(BetMatchCard)
