import Taro, { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import DateStrip, { datesAround } from '@/components/layout/DateStrip'
import ListView from '@/components/states/ListView'
import { OutcomeDistribution, SameOddsRow, IndemnityStore } from '@/features/match'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import SegmentTabs from '@/components/layout/SegmentTabs'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { sameOddsUrl } from '@/navigation/databaseRoutes'
import { beijingToday } from '@/utils/beijingDay'
import './Indemnity.scss'

/** days offered: three days back (finished) to two ahead (to come); six fit the strip's width */
const DAYS_BEFORE = 3
const DAYS_AFTER = 2

/** equal-compensation samples: a day's matches with the outcome distribution of their same-odds history */
function IndemnityPage() {
  const [today] = useState(() => beijingToday())
  const [store] = useState(() => new IndemnityStore(today))
  useEffect(() => {
    void store.load()
  }, [store])
  useRefreshPage(() => store.reload())
  useReachBottom(() => void store.list.loadMore())
  return (
    <PageShell title='等赔样本'>
      <DateStrip dates={datesAround(today, DAYS_BEFORE, DAYS_AFTER)} value={store.date} today={today} onChange={(d) => store.setDate(d)} />
      <ResourceView model={store.companies} isEmpty={(c) => c.length === 0} emptyText='今天暂无开出指数的比赛'>
        {(companies) => (
          <>
            <SegmentTabs
              tabs={companies.map((c) => ({ key: c.id, label: c.name }))}
              value={store.companyId ?? companies[0].id}
              onChange={(id) => store.setCompany(id)}
              variant='pill'
            />
            <ListView
              model={store.list}
              keyOf={(r) => r.match.id}
              emptyText='当天暂无该公司的指数'
              renderItem={(r) => (
                <View className='indemnity__item'>
                  <SameOddsRow
                    match={r.match}
                    odds={r.europe_open}
                    onPick={(m) => void Taro.navigateTo({ url: sameOddsUrl(m.id, store.companyId ?? undefined) })}
                  />
                  <OutcomeDistribution summary={r.summary} sampleLabel='等赔样本' />
                </View>
              )}
            />
          </>
        )}
      </ResourceView>
    </PageShell>
  )
}

export default observer(IndemnityPage)
