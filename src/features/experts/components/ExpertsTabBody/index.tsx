import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import ExpertRanking, { openExpertHome } from '@/features/experts/components/ExpertRanking'
import FamousExperts from '@/features/experts/components/FamousExperts'
import type { ExpertsPageStore } from '@/features/experts/stores/expertsPageStore'
import { routeUrl } from '@/navigation/routes'

interface Props {
  store: ExpertsPageStore
  /** the ranking's rows drawn for now (the page draws them in stages) */
  shownRows: number
}

/**
 * What the 专家 tab (src/pages/expert/expert.tsx) shows: the arena and the experts list, this month's
 * best, the rankings with their filters (styles: expert.scss beside the page). Also the tab's H5
 * first screen (src/firstScreen/), drawn from a store holding the first answers.
 */
function ExpertsTabBody({ store, shownRows }: Props) {
  return (
    <>
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
      <ExpertRanking store={store.ranking} leagues={store.leagues.data ?? []} leaguesPending={store.leagues.data === null && store.leagues.error === null} shownRows={shownRows} />
    </>
  )
}

export default observer(ExpertsTabBody)
