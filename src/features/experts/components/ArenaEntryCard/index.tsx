import { Text, View } from '@tarojs/components'
import type { ArenaEntry } from '@contract/api/experts.arena'
import { PREDICTION_KIND_TEXT, WIN_OR_NOT_TEXT } from '@contract/expert-rules'
import { oddsText, playLineText, shortTime } from '@/features/experts/utils/predictionText'
import './index.scss'

/** one arena entry in a list: kind, headline, each match's pick and odds, result, time */
export default function ArenaEntryCard({ entry: e, onOpen }: { entry: ArenaEntry; onOpen: (entry: ArenaEntry) => void }) {
  return (
    <View className='arena-entry' data-testid={`arena-entry-${e.id}`} onClick={() => onOpen(e)}>
      <View className='arena-entry__line'>
        <Text className='arena-entry__kind'>{PREDICTION_KIND_TEXT[e.kind]}</Text>
        <Text className='arena-entry__title'>{e.title}</Text>
        <Text className={`arena-entry__result arena-entry__result--${e.win_or_not}`}>{WIN_OR_NOT_TEXT[e.win_or_not]}</Text>
      </View>
      {e.legs.map((l) => (
        <Text key={l.event_id} className='arena-entry__leg'>
          {`${l.match.home_team.short_name} vs ${l.match.away_team.short_name} · ${playLineText(l.play, l.line)} · ${l.pick_text ?? ''}${l.odds !== null ? ` ${oddsText(l.odds)}` : ''}`}
        </Text>
      ))}
      <Text className='arena-entry__time'>{`${shortTime(e.published_at)} 参赛 · 赔率 ${e.odds.toFixed(2)}`}</Text>
    </View>
  )
}
