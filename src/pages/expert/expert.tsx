import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { ExpertsTabBody, ExpertsPageStore } from '@/features/experts'
import PageShell from '@/components/layout/PageShell'
import { useStores } from '@/stores/StoreContext'
import { takeTabFirstScreen } from '@/platform/homeFirstScreen'
import { useStagedReveal } from '@/hooks/useStagedReveal'
import './expert.scss'

/**
 * the rows the first render draws: those a phone's first screen shows under the links, the strip and
 * the ranking's controls; the rest come ROWS_PER_STAGE at a time, each stage a task of its own
 */
const FIRST_STAGE_ROWS = 6
const ROWS_PER_STAGE = 6

/** the experts tab: this month's best on top, then the rankings with their competition and region filters */
function ExpertPage() {
  const { region, user } = useStores()
  const [store] = useState(() => {
    const picked = region.regionFor('experts')
    // H5: a visitor's first answers (every region) came with index.html, its HTML first screen drawn from them
    return new ExpertsPageStore({ region: picked }, true, user.isLoggedIn || picked ? undefined : takeTabFirstScreen('expert'))
  })
  useEffect(() => {
    void store.refresh()
  }, [store])
  // back from the region picker
  useDidShow(() => store.ranking.setRegion(region.regionFor('experts')))
  usePullDownRefresh(async () => {
    await store.refresh()
    Taro.stopPullDownRefresh()
  })
  useReachBottom(() => void store.ranking.list.loadMore())
  // drawn in stages (useStagedReveal): the first screen's rows, then a few more rows in each task,
  // also when the whole first page (or the next) arrives, so no single task draws the whole ranking;
  // on H5 the HTML first screen stays over the page, looking the same, until the second stage is drawn
  const rows = store.ranking.list.items.length
  const stage = useStagedReveal(Math.max(1, Math.ceil((rows - FIRST_STAGE_ROWS) / ROWS_PER_STAGE)))

  return (
    <PageShell title='专家' isTab keepAppShell={stage < 1}>
      <ExpertsTabBody store={store} shownRows={FIRST_STAGE_ROWS + stage * ROWS_PER_STAGE} />
    </PageShell>
  )
}

export default observer(ExpertPage)
