import { Text, View } from '@tarojs/components'
import type { EuropeOdds, MatchRow as MatchRowData } from '@contract/football'
import MatchRow from '@/features/match/components/MatchRow'
import { outcomeFor } from '@/features/match/components/TeamMatchRow/outcome'
import './index.scss'

const RESULT_LABEL = { W: '主胜', D: '平局', L: '客胜' } as const

interface Props {
  match: MatchRowData
  /** the opening 1X2 odds the match shares with the others */
  odds: EuropeOdds
  /** what the line under the match says after the odds (default: the result) */
  note?: string
  /** the row is a choice (opens that match's own same-odds list): see MatchRow's onPick */
  onPick?: (match: MatchRowData) => void
}

/** a match with its opening 1X2 odds and, once finished, how it ended (主胜 / 平局 / 客胜) */
export default function SameOddsRow({ match, odds, note, onPick }: Props) {
  const outcome = outcomeFor(match, match.home_team.id)
  return (
    <View className='same-odds-row' data-testid='same-odds-row'>
      <MatchRow match={match} onPick={onPick} />
      <View className='same-odds-row__line'>
        <Text className='same-odds-row__odds'>{`${match.start_at_time.slice(0, 10)} · 初赔 ${odds.home.toFixed(2)} / ${odds.draw.toFixed(2)} / ${odds.away.toFixed(2)}`}</Text>
        {note ? (
          <Text className='same-odds-row__note'>{note}</Text>
        ) : outcome ? (
          <Text className={`same-odds-row__result same-odds-row__result--${outcome}`} data-outcome={outcome}>
            {RESULT_LABEL[outcome]}
          </Text>
        ) : (
          <Text className='same-odds-row__note'>{match.status_text}</Text>
        )}
      </View>
    </View>
  )
}
