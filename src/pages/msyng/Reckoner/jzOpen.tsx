import { useRouter } from '@tarojs/taro'
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import DateStrip, { datesAround } from '@/components/layout/DateStrip'
import { DrawMatchRow, JcResultsStore, jcResultCells } from '@/features/lottery'
import ListView from '@/components/states/ListView'
import PageShell from '@/components/layout/PageShell'
import { useListPage } from '@/hooks/useListPage'
import { useShareParams } from '@/hooks/useShareParams'
import { beijingToday } from '@/utils/beijingDay'
import './jzOpen.scss'

/**
 * 竞彩足球's results by day: the day's finished matches with 胜平负, 总进球 and 半全场 worked out
 * from the 90-minute and half-time scores. Route: `date` (YYYY-MM-DD; default yesterday).
 */
function JzOpenPage() {
  const { params } = useRouter()
  const [store] = useState(() => new JcResultsStore(beijingToday(), params.date))
  useListPage(store.matches)
  useShareParams(() => store.routeParams)
  return (
    <PageShell title='竞彩足球开奖' shareTitle={`竞彩足球 ${store.date} 赛果`}>
      <DateStrip dates={datesAround(store.today, store.daysBack, 0)} value={store.date} today={store.today} onChange={(d) => void store.setDate(d)} />
      <Text className='jz-open__note'>按90分钟比分计算（不含加时和点球）</Text>
      <ListView
        model={store.matches}
        keyOf={(m) => m.id}
        emptyText='这一天没有完场的比赛'
        renderItem={(m, i) => <DrawMatchRow no={i + 1} match={m} cells={jcResultCells(m)} />}
      />
    </PageShell>
  )
}

export default observer(JzOpenPage)
