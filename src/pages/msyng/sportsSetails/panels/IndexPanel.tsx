import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import OddsBoard from '@/features/match/components/OddsBoard'
import { companyIndexUrl, sameOddsUrl } from '@/navigation/databaseRoutes'
import type { MatchDetailModel } from '@/features/match/stores/matchDetailModel'
import './panels.scss'

/** the 指数 tab: every company's 1X2, handicap and over/under; a company opens its movement */
function IndexPanel({ model }: { model: MatchDetailModel }) {
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
    </View>
  )
}

export default observer(IndexPanel)
