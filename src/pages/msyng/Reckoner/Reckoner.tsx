import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { BetMatchCard, BetSummaryBar, BetSlipPanel, ReckonerLinks, LOTTERY_NAME, ReckonerStore, type Lottery } from '@/features/lottery'
import PageShell from '@/components/layout/PageShell'
import PagedItems from '@/components/states/PagedItems'
import ResourceView from '@/components/states/ResourceView'
import SegmentTabs from '@/components/layout/SegmentTabs'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { useStores } from '@/stores/StoreContext'
import { beijingToday } from '@/utils/beijingDay'
import './Reckoner.scss'

/** a day has up to ~90 matches on sale: all of them were ~2,800 WXML nodes (mini program budget 1,000) */
const MATCHES_PER_PAGE = 12

const TABS: { key: Lottery; label: string }[] = [
  { key: 'jc', label: LOTTERY_NAME.jc },
  { key: 'bd', label: LOTTERY_NAME.bd },
]

/**
 * 奖金计算器: the matches on sale with their odds; the user taps options, pass types and a
 * multiple, and reads bet count, stake, prize range and the bets. Nothing is sold here.
 */
function ReckonerPage() {
  const { backend } = useStores()
  const [store] = useState(() => new ReckonerStore(beijingToday(), backend))
  useEffect(() => {
    void store.load()
  }, [store])
  useRefreshPage(() => store.load())
  return (
    <PageShell title='奖金计算器'>
      <SegmentTabs tabs={TABS.filter((t) => store.lotteries.includes(t.key))} value={store.lottery} onChange={(l) => void store.setLottery(l)} />
      <Text className='reckoner__notice' data-testid='calculator-notice'>
        本页仅为奖金计算工具，不销售彩票；赔率以彩票销售网点出票时为准。
      </Text>
      <ReckonerLinks current='betCalculator' />
      <ResourceView model={store.source} isEmpty={(list) => list.length === 0} emptyText='暂无在售比赛'>
        {(list) => <PagedItems listId='reckoner-matches' items={list} pageSize={MATCHES_PER_PAGE} keyOf={(m) => m.id} renderItem={(m) => <BetMatchCard match={m} slip={store.slip} />} />}
      </ResourceView>
      <BetSlipPanel slip={store.slip} />
      <BetSummaryBar slip={store.slip} />
    </PageShell>
  )
}

export default observer(ReckonerPage)
