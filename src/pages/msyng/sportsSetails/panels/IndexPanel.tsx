import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import OddsMovement from '@/components/OddsMovement'
import { historyFormatter, historyPoints } from '@/components/OddsMovement/history'
import OddsTable from '@/components/OddsTable'
import { MARKET_COLUMNS, ODDS_MARKETS, type OddsMarket } from '@/components/OddsTable/markets'
import ResourceView from '@/components/ResourceView'
import SegmentTabs from '@/components/SegmentTabs'
import { companyIndexUrl, sameOddsUrl } from '@/navigation/databaseRoutes'
import type { MatchDetailModel } from '@/stores/matchDetailStore'
import './panels.scss'

/** the 指数 tab: every company's 1X2, handicap and over/under; a company opens its movement */
function IndexPanel({ model }: { model: MatchDetailModel }) {
  const [market, setMarket] = useState<OddsMarket>('europe')
  const movement = model.movement
  return (
    <View data-testid='panel-index'>
      <SegmentTabs tabs={ODDS_MARKETS} value={market} onChange={setMarket} variant='pill' />
      <ResourceView model={model.odds} isEmpty={(l) => l.length === 0} emptyText='暂无指数'>
        {(list) => <OddsTable list={list} market={market} selectedCompanyId={model.oddsCompanyId} onSelect={(id) => model.selectOddsCompany(id)} />}
      </ResourceView>
      {movement && (
        <View className='detail-panel__movement' data-testid='odds-movement'>
          <ResourceView model={movement}>
            {(m) => (
              <>
                <Text className='detail-panel__title'>{m.company.name} 指数变化</Text>
                <OddsMovement columns={MARKET_COLUMNS[market]} points={historyPoints(m, market)} formatValue={historyFormatter(m, market)} />
              </>
            )}
          </ResourceView>
        </View>
      )}
      {!movement && <Text className='detail-panel__note detail-panel__note--center'>点击公司查看指数变化</Text>}
      <View className='detail-panel__links'>
        <Text className='detail-panel__link' data-testid='open-company-index' onClick={() => void Taro.navigateTo({ url: companyIndexUrl(model.id) })}>
          公司指数 ›
        </Text>
        <Text
          className='detail-panel__link'
          data-testid='open-same-odds'
          onClick={() => void Taro.navigateTo({ url: sameOddsUrl(model.id, model.oddsCompanyId ?? undefined) })}
        >
          同赔分析 ›
        </Text>
      </View>
    </View>
  )
}

export default observer(IndexPanel)
