import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import ResourceView from '@/components/states/ResourceView'
import type { PublishDraft } from '@/features/experts/stores/publishDraftModel'
import { playLineText } from '@/features/experts/utils/predictionText'

/** the plays the match being picked offers now, each pick with its current odds; a tap takes it */
function PlayPicker({ draft }: { draft: PublishDraft }) {
  const match = draft.picking
  if (!match) return null
  const chosen = draft.legs.find((l) => l.match.id === match.id)
  return (
    <View className='editor__block' data-testid='play-picker'>
      <View className='editor__block-head'>
        <Text className='editor__block-title'>{`${match.home_team.short_name} vs ${match.away_team.short_name}`}</Text>
        <Text className='editor__link' data-testid='back-to-matches' onClick={() => draft.openChooser()}>
          ‹ 换一场
        </Text>
      </View>
      <Text className='editor__hint'>{`${match.league.short_name} · ${match.start_at_time} 开赛 · 赔率以发布时刻为准`}</Text>
      <ResourceView model={draft.parameters} isEmpty={(p) => p.plays.length === 0} emptyText='这场比赛暂无可推荐的玩法'>
        {(p) =>
          !p.open ? (
            <Text className='editor__problem'>比赛已开赛，不能再推荐</Text>
          ) : (
            p.plays.map((play) => (
              <View key={play.play} className='editor__play'>
                <Text className='editor__play-name'>{playLineText(play.play, play.line)}</Text>
                <View className='editor__options'>
                  {play.options.map((o) => {
                    const on = chosen?.play === play.play && chosen.pick === o.pick
                    return (
                      <View
                        key={o.pick}
                        className={`editor__option ${on ? 'editor__option--on' : ''}`}
                        data-testid={`option-${play.play}-${o.pick}`}
                        onClick={() =>
                          draft.choosePick({ match: p.match, play: play.play, pick: o.pick, line: play.line, pick_text: o.pick_text, odds: o.odds })
                        }
                      >
                        <Text className={`editor__option-label ${on ? 'editor__option-label--on' : ''}`}>{o.label}</Text>
                        <Text className={`editor__option-odds ${on ? 'editor__option-label--on' : ''}`}>{o.odds.toFixed(2)}</Text>
                      </View>
                    )
                  })}
                </View>
              </View>
            ))
          )
        }
      </ResourceView>
    </View>
  )
}

export default observer(PlayPicker)
