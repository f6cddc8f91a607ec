import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { LineupPitch, PlayerValues, RatingsSummary, type MatchDetailModel } from '@/features/match'
import ResourceView from '@/components/states/ResourceView'
import { routeUrl } from '@/navigation/routes'
import './panels.scss'


/** the 阵容 tab: both elevens on the pitch with their ratings (最佳球员 marked), the share card button, then every player's value */
function LineupPanel({ model }: { model: MatchDetailModel }) {
  return (
    <View data-testid='panel-lineup'>
      <ResourceView model={model.lineup}>
        {(lineup) => (
          <>
            <View className='detail-panel__bar'>
              <Text className='detail-panel__note'>{lineup.confirmed ? '首发阵容' : '预计阵容（开赛前一小时公布首发）'}</Text>
              <View
                className='detail-panel__button'
                data-testid='lineup-share'
                onClick={() => void Taro.navigateTo({ url: routeUrl('lineupShare', { id: model.id }) })}
              >
                <Text className='detail-panel__button-text'>分享阵容</Text>
              </View>
            </View>
            {model.ratings.data && (
              <View className='detail-panel__bar'>
                <RatingsSummary ratings={model.ratings.data} />
              </View>
            )}
            <LineupPitch lineup={lineup} ratings={model.ratings.data} />
            <PlayerValues team={lineup.home} ratings={model.ratings.data} />
            <PlayerValues team={lineup.away} ratings={model.ratings.data} />
          </>
        )}
      </ResourceView>
    </View>
  )
}

export default observer(LineupPanel)
