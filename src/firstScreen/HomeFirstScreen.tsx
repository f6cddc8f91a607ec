import type { HomeFirstScreenData } from '@contract/home-first-screen'
import PageFrame from '@/components/layout/PageShell/PageFrame'
import HomeEntries, { homeEntries } from '@/features/match/components/HomeEntries'
import { HomeHotSection, HomeLiveSection } from '@/features/match/components/HomeMatchSections'
import HomeSearchBox from '@/features/match/components/HomeSearchBox'
import { HomeModel } from '@/features/match/stores/homeModel'
import NoticeTicker from '@/features/account/components/NoticeTicker'

/**
 * The home (src/pages/index/index.tsx) as its last first-screen stage draws it for a visitor from
 * these answers; without them, the frame and the search box.
 */
export default function HomeFirstScreen({ data }: { data: HomeFirstScreenData | null }) {
  const home = data ? new HomeModel(data) : null
  return (
    <PageFrame title='体育' isTab>
      <HomeSearchBox />
      {data && home && (
        <>
          <HomeEntries entries={homeEntries(data.pay)} />
          <NoticeTicker notices={data.notices} />
          <HomeLiveSection home={home} />
          <HomeHotSection home={home} />
        </>
      )}
    </PageFrame>
  )
}
