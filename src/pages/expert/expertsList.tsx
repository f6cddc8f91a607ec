import Taro, { useDidShow, usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { EXPERT_SORTS, PREDICTION_PLAYS, type ExpertSort } from '@contract/expert-rules'
import { ExpertRanking, type ExpertPlayFilter, ExpertsPageStore } from '@/features/experts'
import PageShell from '@/components/layout/PageShell'
import { useShareParams } from '@/hooks/useShareParams'
import { useStores } from '@/stores/StoreContext'

const asSort = (v: string | undefined): ExpertSort | undefined => (EXPERT_SORTS as readonly string[]).includes(v ?? '') ? (v as ExpertSort) : undefined
const asPlay = (v: string | undefined): ExpertPlayFilter | null =>
  v === 'parlay' || (PREDICTION_PLAYS as readonly string[]).includes(v ?? '') ? (v as ExpertPlayFilter) : null

/** every expert (`?sort=&league_id=&play=`): the rankings with competition, play and region filters; a share keeps them */
function ExpertsListPage() {
  const { params } = useRouter()
  const { region } = useStores()
  const [store] = useState(
    () =>
      new ExpertsPageStore({
        sort: asSort(params.sort),
        leagueId: Number(params.league_id) > 0 ? Number(params.league_id) : null,
        play: asPlay(params.play),
        region: region.regionFor('experts'),
      }),
  )
  useEffect(() => {
    void store.refresh()
  }, [store])
  useDidShow(() => store.ranking.setRegion(region.regionFor('experts')))
  usePullDownRefresh(async () => {
    await store.refresh()
    Taro.stopPullDownRefresh()
  })
  useReachBottom(() => void store.ranking.list.loadMore())
  useShareParams(() => ({ sort: store.ranking.sort, league_id: store.ranking.leagueId ? String(store.ranking.leagueId) : null, play: store.ranking.play }))

  return (
    <PageShell title='专家列表'>
      <ExpertRanking store={store.ranking} leagues={store.leagues.data ?? []} withPlays />
    </PageShell>
  )
}

export default observer(ExpertsListPage)
