import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import SectionTitle from '@/components/layout/SectionTitle'
import ResourceView from '@/components/states/ResourceView'
import MatchRow, { MatchRowPlaceholder } from '@/features/match/components/MatchRow'
import type { HomeModel } from '@/features/match/stores/homeModel'
import { routeUrl } from '@/navigation/routes'

/**
 * The home's 正在进行 and 热门比赛 sections (src/pages/index/index.tsx draws them in stages); also
 * drawn by the home's H5 first screen (src/firstScreen/) from a model holding the first answers.
 */

export const HomeLiveSection = observer(function HomeLiveSection({ home }: { home: HomeModel }) {
  return (
    <>
      <SectionTitle title='正在进行' moreText='全部比赛' onMore={() => void Taro.switchTab({ url: routeUrl('matches') })} />
      <ResourceView model={home.live} isEmpty={(l) => l.length === 0} emptyText='暂无进行中的比赛' placeholder={<MatchRowPlaceholder rows={5} />}>
        {(list) => list.map((m) => <MatchRow key={m.id} match={m} stale={home.liveFromCache} />)}
      </ResourceView>
    </>
  )
})

export const HomeHotSection = observer(function HomeHotSection({ home }: { home: HomeModel }) {
  return (
    <>
      <SectionTitle title='热门比赛' onMore={() => void Taro.navigateTo({ url: routeUrl('hotMatches') })} />
      <ResourceView model={home.hot} isEmpty={() => home.hotRows.length === 0} emptyText='暂无热门比赛' placeholder={<MatchRowPlaceholder rows={3} />}>
        {() => home.hotRows.map((m) => <MatchRow key={m.id} match={m} stale={home.hotFromCache} />)}
      </ResourceView>
    </>
  )
})
