import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { OddsBoard, OddsTools, type MatchDetailModel } from '@/features/match'
import ResourceView from '@/components/states/ResourceView'
import type { MatchDetail } from '@contract/football'
import { companyIndexUrl, sameOddsUrl } from '@/navigation/databaseRoutes'
import './panels.scss'

/** the 指数 tab: every company's 1X2, handicap and over/under (a company opens its movement), then 凯利指数, 离散度 and 盘路 */
function IndexPanel({ model, match }: { model: MatchDetailModel; match: MatchDetail }) {
  return (
    <View data-testid='panel-index'>
      <OddsBoard model={model.oddsBoard} variant='pill' />
      <View className='detail-panel__links'>
        <Text className='detail-panel__link' data-testid='open-company-index' onClick={() => void Taro.navigateTo({ url: companyIndexUrl(model.id) })}>
          公司指数 ›
        </Text>
        <Text
          className='detail-panel__link'
          data-testid='open-same-odds'
          onClick={() => void Taro.navigateTo({ url: sameOddsUrl(model.id, model.oddsBoard.companyId ?? undefined) })}
        >
          同赔分析 ›
        </Text>
      </View>
      {model.showsOddsTools && (
        <ResourceView model={model.oddsTools}>{(tools) => <OddsTools tools={tools} home={match.home_team} away={match.away_team} />}</ResourceView>
      )}
    </View>
  )
}

export default observer(IndexPanel)
