import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { ExpertRanking, openExpertHome, FamousExperts, ExpertsPageStore } from '@/features/experts'
import PageShell from '@/components/layout/PageShell'
import { routeUrl } from '@/navigation/routes'
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
      <View className='expert-page__links'>
        <View className='expert-page__link' data-testid='open-arena' onClick={() => void Taro.navigateTo({ url: routeUrl('arena') })}>
          <Text className='expert-page__link-title'>擂台</Text>
          <Text className='expert-page__link-text'>免费参赛，周榜月榜</Text>
        </View>
        <View className='expert-page__link' data-testid='open-experts-list' onClick={() => void Taro.navigateTo({ url: routeUrl('expertsList', { sort: store.ranking.sort }) })}>
          <Text className='expert-page__link-title'>全部专家</Text>
          <Text className='expert-page__link-text'>按玩法与地区查找</Text>
        </View>
      </View>
      <FamousExperts model={store.famous} onOpen={openExpertHome} onMore={() => void Taro.navigateTo({ url: routeUrl('famousExperts') })} />
      <ExpertRanking store={store.ranking} leagues={store.leagues.data ?? []} leaguesPending={store.leagues.data === null && store.leagues.error === null} shownRows={FIRST_STAGE_ROWS + stage * ROWS_PER_STAGE} />
    </PageShell>
  )
}

export default observer(ExpertPage)
