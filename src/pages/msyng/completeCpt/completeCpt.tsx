import { Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { MatchRow as MatchRowData } from '@contract/football'
import { dayLabel } from '@/components/layout/DateStrip'
import ListView from '@/components/states/ListView'
import { MatchRow, SCHEDULE_DAYS, dayOf, upcomingScheduleFetcher } from '@/features/match'
import PageShell from '@/components/layout/PageShell'
import { useListPage } from '@/hooks/useListPage'
import { beijingToday } from '@/utils/beijingDay'
import { ListModel } from '@/stores/models/ListModel'
import './completeCpt.scss'

/** the recent schedule: matches not yet started over the coming days, grouped by day, paged */
function CompleteCptPage() {
  const [today] = useState(() => beijingToday())
  const [model] = useState(() => new ListModel<MatchRowData>(upcomingScheduleFetcher(today)))
  useListPage(model)
  const renderItem = (m: MatchRowData, i: number) => {
    const day = dayOf(m)
    const newDay = i === 0 || dayOf(model.items[i - 1]) !== day
    return (
      <>
        {newDay && (
          <View className='schedule__day' data-testid='schedule-day'>
            <Text className='schedule__day-date'>{dayjs(day).format('M月D日')}</Text>
            <Text className='schedule__day-label'>{dayLabel(day, today)}</Text>
          </View>
        )}
        <MatchRow match={m} />
      </>
    )
  }
  return (
    <PageShell title='近期赛程' shareTitle={`未来 ${SCHEDULE_DAYS} 天赛程`}>
      <ListView model={model} keyOf={(m) => m.id} renderItem={renderItem} emptyText={`未来 ${SCHEDULE_DAYS} 天暂无比赛`} />
    </PageShell>
  )
}

export default observer(CompleteCptPage)
