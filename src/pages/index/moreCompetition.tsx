import { useState } from 'react'
import ListView from '@/components/states/ListView'
import { MatchRow, hotMatchesList } from '@/features/match'
import PageShell from '@/components/layout/PageShell'
import { useListPage } from '@/hooks/useListPage'

/** hot matches: the main competitions' live and coming matches, paged */
export default function MoreCompetitionPage() {
  const [list] = useState(hotMatchesList)
  useListPage(list)
  return (
    <PageShell title='热门赛事'>
      <ListView model={list} keyOf={(m) => m.id} renderItem={(m) => <MatchRow match={m} />} emptyText='暂无热门比赛' />
    </PageShell>
  )
}
