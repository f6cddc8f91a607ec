import Taro from '@tarojs/taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import type { ExpertListRow } from '@contract/api/experts'
import type { LeagueRef } from '@contract/football'
import { EXPERT_SORT_TEXT, HIT_RATE_DEFINITION, PREDICTION_PLAY_TEXT, PREDICTION_PLAYS } from '@contract/expert-rules'
import ExpertRow from '@/features/experts/components/ExpertRow'
import ListView from '@/components/states/ListView'
import SegmentTabs from '@/components/layout/SegmentTabs'
import SelectorBar from '@/components/layout/SelectorBar'
import { routeUrl } from '@/navigation/routes'
import { withLogin } from '@/navigation/loginGuard'
import { RANKING_SORTS, type ExpertRankingStore } from '@/features/experts/stores/expertRankingStore'
import './index.scss'

const SORT_TABS = RANKING_SORTS.map((key) => ({ key, label: EXPERT_SORT_TEXT[key] }))

interface Props {
  store: ExpertRankingStore
  /** competitions offered as filters (the well-known ones); none: no competition row */
  leagues: readonly LeagueRef[]
  /** a row of plays to filter by (胜平负 / 让球 / 大小球 / 串关) */
  withPlays?: boolean
  /** the competitions are still being asked for: their row holds its place with 全部赛事 alone */
  leaguesPending?: boolean
  /** draws only this many rows for now (the page's first render); default all */
  shownRows?: number
}

const PLAY_CHOICES = [...PREDICTION_PLAYS.map((p) => ({ key: p, label: PREDICTION_PLAY_TEXT[p] })), { key: 'parlay' as const, label: '串关' }]

export const openExpertHome = (expertId: number) => void Taro.navigateTo({ url: routeUrl('expertHome', { expert_id: expertId }) })

/** one function for every row and render, so a row whose data did not change is not drawn again (ExpertRow is memoized) */
const openRow = (row: ExpertListRow) => openExpertHome(row.expert_id)

/**
 * An experts ranking with its controls: 命中率 / 连红 / 回报率 / 人气, a competition row, the region
 * (chosen on pages/expert/country), and the paged rows with their follow buttons.
 */
function ExpertRanking({ store, leagues, withPlays = false, leaguesPending = false, shownRows }: Props) {
  const toggleFollow = useMemo(() => withLogin((row: ExpertListRow) => void store.toggleFollow(row)), [store])
  const chip = (key: string, label: string, on: boolean, onPick: () => void) => (
    <View key={key} className={`expert-ranking__chip ${on ? 'expert-ranking__chip--on' : ''}`} data-testid={key} onClick={onPick}>
      <Text className={`expert-ranking__chip-text ${on ? 'expert-ranking__chip-text--on' : ''}`}>{label}</Text>
    </View>
  )
  const leagueChip = (id: number | null, label: string) => chip(`expert-league-${id ?? 'all'}`, label, store.leagueId === id, () => store.setLeague(id))
  return (
    <View className='expert-ranking'>
      <SegmentTabs tabs={SORT_TABS} value={store.sort} onChange={(s) => store.setSort(s)} />
      {(leagues.length > 0 || leaguesPending) && (
        <ScrollView className='expert-ranking__leagues' scrollX>
          {leagueChip(null, '全部赛事')}
          {leagues.map((l) => leagueChip(l.id, l.short_name))}
        </ScrollView>
      )}
      {withPlays && (
        <ScrollView className='expert-ranking__leagues' scrollX>
          {chip('expert-play-all', '全部玩法', store.play === null, () => store.setPlay(null))}
          {PLAY_CHOICES.map((p) => chip(`expert-play-${p.key}`, p.label, store.play === p.key, () => store.setPlay(p.key)))}
        </ScrollView>
      )}
      <SelectorBar
        label='地区'
        value={store.region?.name ?? '全部地区'}
        action='选择 ›'
        testId='expert-region'
        onClick={() => void Taro.navigateTo({ url: routeUrl('regionPicker', { for: 'experts' }) })}
      />
      {/* the rate's definition once above the rows, so 68% is never read as 68 of 100 picks */}
      <Text className='expert-ranking__definition' data-testid='hit-rate-definition'>
        {HIT_RATE_DEFINITION}
      </Text>
      <ListView
        model={store.list}
        keyOf={(r) => r.expert_id}
        shownRows={shownRows}
        emptyText='没有符合条件的专家'
        renderItem={(row, i) => (
          <ExpertRow row={row} sort={store.sort} rank={i + 1} onOpen={openRow} onToggleFollow={toggleFollow} />
        )}
      />
    </View>
  )
}

export default observer(ExpertRanking)
