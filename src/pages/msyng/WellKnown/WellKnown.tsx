import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { RANKING_MIN_SETTLED } from '@contract/expert-rules'
import { openExpertHome, ExpertRow, ExpertRankingStore } from '@/features/experts'
import ListView from '@/components/states/ListView'
import PageShell from '@/components/layout/PageShell'
import { withLogin } from '@/navigation/loginGuard'
import './WellKnown.scss'

/** 名家: this month's top experts (by the month's settled record), each followable */
function WellKnownPage() {
  const [store] = useState(() => new ExpertRankingStore({ sort: 'month' }))
  useEffect(() => {
    void store.list.refresh()
  }, [store])
  usePullDownRefresh(async () => {
    await store.list.refresh()
    Taro.stopPullDownRefresh()
  })
  useReachBottom(() => void store.list.loadMore())
  const toggleFollow = withLogin((row: Parameters<ExpertRankingStore['toggleFollow']>[0]) => void store.toggleFollow(row))

  return (
    <PageShell title='名家' shareTitle='本月名家榜'>
      <ListView
        model={store.list}
        keyOf={(r) => r.expert_id}
        emptyText='本月还没有已结算的推荐'
        header={<Text className='well-known__note'>{`按本月已结算推荐的命中率排名，结算满 ${RANKING_MIN_SETTLED} 场的专家在前`}</Text>}
        renderItem={(row, i) => <ExpertRow row={row} sort='month' rank={i + 1} onOpen={(r) => openExpertHome(r.expert_id)} onToggleFollow={toggleFollow} />}
      />
    </PageShell>
  )
}

export default observer(WellKnownPage)
