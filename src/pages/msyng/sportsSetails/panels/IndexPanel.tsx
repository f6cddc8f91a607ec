import dayjs from 'dayjs'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import OddsMovement, { type OddsPoint } from '@/components/OddsMovement'
import OddsTable from '@/components/OddsTable'
import { MARKET_COLUMNS, ODDS_MARKETS, asiaTriple, europeTriple, ouTriple, type OddsMarket, type Triple } from '@/components/OddsTable/markets'
import ResourceView from '@/components/ResourceView'
import SegmentTabs from '@/components/SegmentTabs'
import type { OddsMovement as Movement } from '@/services/matches'
import type { MatchDetailModel } from '@/stores/matchDetailStore'
import './panels.scss'

/** a company's quotes in one market, newest first, the oldest marked as the opening one */
export function movementPoints(movement: Movement, market: OddsMarket): OddsPoint[] {
  const toPoint = (at: number, values: Triple): OddsPoint => ({ at: dayjs(at).format('MM-DD HH:mm'), values })
  const points =
    market === 'europe'
      ? movement.europe.map((o) => toPoint(o.at, europeTriple(o)))
      : market === 'asia'
        ? movement.asia.map((o) => toPoint(o.at, asiaTriple(o)))
        : movement.ou.map((o) => toPoint(o.at, ouTriple(o)))
  if (points.length > 0) points[0] = { ...points[0], initial: true }
  return points.reverse()
}

/** the handicap markets show their line as text (e.g. 半球), the rest as odds */
function lineFormatter(movement: Movement, market: OddsMarket) {
  const lines = new Map<number, string>()
  for (const o of market === 'asia' ? movement.asia : market === 'ou' ? movement.ou : []) lines.set(o.line, o.line_text)
  return (value: number, column: number) => (column === 1 && market !== 'europe' ? (lines.get(value) ?? String(value)) : value.toFixed(2))
}

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
                <OddsMovement columns={MARKET_COLUMNS[market]} points={movementPoints(m, market)} formatValue={lineFormatter(m, market)} />
              </>
            )}
          </ResourceView>
        </View>
      )}
      {!movement && <Text className='detail-panel__note detail-panel__note--center'>点击公司查看指数变化</Text>}
    </View>
  )
}

export default observer(IndexPanel)
