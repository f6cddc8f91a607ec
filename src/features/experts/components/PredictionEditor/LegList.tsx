import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { PublishDraft } from '@/features/experts/stores/publishDraftModel'
import { oddsText, playLineText } from '@/features/experts/utils/predictionText'

/** the chosen legs with their picks and odds; a parlay shows its combined odds as they change */
function LegList({ draft }: { draft: PublishDraft }) {
  const parlay = draft.kind === 'parlay'
  return (
    <View className='editor__block' data-testid='leg-list'>
      <View className='editor__block-head'>
        <Text className='editor__block-title'>{parlay ? `串关比赛（${draft.legs.length}/${draft.maxLegs}）` : '推荐'}</Text>
        {parlay && draft.combinedOdds !== null && (
          <Text className='editor__combined' data-testid='combined-odds'>{`总赔率 ${draft.combinedOdds.toFixed(2)}`}</Text>
        )}
      </View>
      {draft.legs.length === 0 && <Text className='editor__hint'>{parlay ? '选择 2–8 场不同的比赛，每场选一个推荐' : '选择一场未开赛的比赛和一个推荐'}</Text>}
      {draft.legs.map((l) => (
        <View key={l.match.id} className='editor__leg' data-testid={`draft-leg-${l.match.id}`}>
          <View className='editor__leg-main' onClick={() => draft.chooseMatch(l.match)}>
            <Text className='editor__leg-match'>{`${l.match.league.short_name} ${l.match.home_team.short_name} vs ${l.match.away_team.short_name}`}</Text>
            <Text className='editor__leg-pick'>{`${playLineText(l.play, l.line)} · ${l.pick_text} ${oddsText(l.odds)}`}</Text>
          </View>
          <Text className='editor__leg-remove' data-testid={`remove-leg-${l.match.id}`} onClick={() => draft.removeLeg(l.match.id)}>
            ✕
          </Text>
        </View>
      ))}
      {!draft.choosing && !draft.picking && (parlay ? draft.canAddLeg : true) && (
        <View className='editor__add' data-testid='add-leg' onClick={() => draft.openChooser()}>
          <Text className='editor__add-text'>{parlay ? '+ 添加比赛' : draft.legs.length ? '更换比赛' : '+ 选择比赛'}</Text>
        </View>
      )}
    </View>
  )
}

export default observer(LegList)
