import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { HomeEntries, homeEntries, HomeSearchBox, MatchRow, HomeHotSection, HomeLiveSection, HomeModel } from '@/features/match'
import { NoticeTicker } from '@/features/account'
import PageShell from '@/components/layout/PageShell'
import { HomeCommunityBoard } from '@/features/community'
import SectionTitle from '@/components/layout/SectionTitle'
import { takeHomeFirstScreen } from '@/platform/homeFirstScreen'
import { useStores } from '@/stores/StoreContext'
import { useStagedReveal } from '@/hooks/useStagedReveal'
import { useInitialRenderingCache } from '@/hooks/useInitialRenderingCache'
import { routeUrl } from '@/navigation/routes'
import './index.scss'
import NewsHeadlines from '@/components/NewsHeadlines'

/** the home's stages: entries and notices, live matches, hot matches, the 社区 board */
const HOME_STAGES = 4

/** home: search, notices, entries (paid ones only with the pay module), live and hot matches, the 社区 board */
function IndexPage() {
  const { app, user } = useStores()
  // H5: the answers written into index.html; elsewhere (or later) the last start's first screen from storage, greyed until fresh
  const [home] = useState(() => new HomeModel(takeHomeFirstScreen(), () => user.isLoggedIn))
  // every show: scores and notices move while the user is elsewhere
  useDidShow(() => void home.show())
  usePullDownRefresh(async () => {
    await home.reload()
    Taro.stopPullDownRefresh()
  })
  // drawn in stages, each its own short task (useStagedReveal); on H5 the HTML first screen written
  // by the server stays over the page, looking the same, until the last stage is drawn
  const stage = useStagedReveal(HOME_STAGES)
  // the mini program's initial rendering cache: the whole home drawn with fresh answers
  useInitialRenderingCache(stage >= HOME_STAGES && home.live.data !== null && home.hot.data !== null && !home.liveFromCache && !home.hotFromCache, user.isLoggedIn)
  return (
    <PageShell title='体育' isTab keepAppShell={stage < HOME_STAGES}>
      <HomeSearchBox />
      {home.followedRows.length + home.followedReports.length > 0 && (
        <View data-testid='home-followed'>
          <SectionTitle title='我的关注' moreText='管理' onMore={() => void Taro.navigateTo({ url: routeUrl('myFollows', { tab: 'teams' }) })} />
          {home.followedRows.map((m) => <MatchRow key={m.id} match={m} />)}
          <NewsHeadlines title='关注球队战报' news={home.followedReports} testId='followed-reports' />
        </View>
      )}
      {stage >= 1 && (
        <>
          <HomeEntries entries={homeEntries(app.payModule)} />
          <NoticeTicker notices={home.notices.data ?? (home.notices.error ? [] : null)} />
        </>
      )}
      {stage >= 2 && <HomeLiveSection home={home} />}
      {stage >= 3 && <HomeHotSection home={home} />}
      {stage >= 4 && <HomeCommunityBoard />}
    </PageShell>
  )
}

export default observer(IndexPage)
