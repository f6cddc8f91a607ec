import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import OddsMovement from '@/features/match/components/OddsMovement'
import { historyFormatter, historyPoints } from '@/features/match/components/OddsMovement/history'
import OddsTable from '@/features/match/components/OddsTable'
import { MARKET_COLUMNS, ODDS_MARKETS } from '@/features/match/components/OddsTable/markets'
import ResourceView from '@/components/states/ResourceView'
import SegmentTabs from '@/components/layout/SegmentTabs'
import type { OddsBoardModel } from '@/features/match/stores/oddsBoardModel'
import './index.scss'

interface Props {
  model: OddsBoardModel
  /** the market switch's look: tabs on a page, pills inside the match detail's tab */
  variant?: 'line' | 'pill'
  emptyText?: string
}

/** market switch, every company's opening and current quotes, and the tapped company's movement */
function OddsBoard({ model, variant, emptyText = '暂无指数' }: Props) {
  const { movement, market } = model
  return (
    <View className='odds-board'>
      <SegmentTabs tabs={ODDS_MARKETS} value={market} onChange={(m) => model.setMarket(m)} variant={variant} />
      <ResourceView model={model.odds} isEmpty={(l) => l.length === 0} emptyText={emptyText}>
        {(list) => <OddsTable list={list} market={market} selectedCompanyId={model.companyId} onSelect={(id) => model.selectCompany(id)} />}
      </ResourceView>
      {movement ? (
        <View className='odds-board__movement' data-testid='odds-movement'>
          <ResourceView model={movement}>
            {(m) => (
              <>
                <Text className='odds-board__title'>{`${m.company.name} · 指数变化`}</Text>
                <OddsMovement columns={MARKET_COLUMNS[market]} points={historyPoints(m, market)} formatValue={historyFormatter(m, market)} />
              </>
            )}
          </ResourceView>
        </View>
      ) : (
        <Text className='odds-board__hint'>点击公司查看指数变化</Text>
      )}
    </View>
  )
}

export default observer(OddsBoard)
