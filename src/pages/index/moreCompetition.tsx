import { useState } from 'react'
import type { MatchRow as MatchRowData } from '@contract/football'
import ListView from '@/components/states/ListView'
import MatchRow from '@/features/match/components/MatchRow'
import PageShell from '@/components/layout/PageShell'
import { useListPage } from '@/hooks/useListPage'
import { fetchHotMatches } from '@/features/match/services/matches'
import { ListModel } from '@/stores/models/ListModel'

/** hot matches: the main competitions' live and coming matches, paged */
export default function MoreCompetitionPage() {
  const [list] = useState(() => new ListModel<MatchRowData>(fetchHotMatches))
  useListPage(list)
  return (
    <PageShell title='热门赛事'>
      <ListView model={list} keyOf={(m) => m.id} renderItem={(m) => <MatchRow match={m} />} emptyText='暂无热门比赛' />
    </PageShell>
  )
}
