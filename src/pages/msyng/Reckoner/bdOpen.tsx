import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { DrawMatchRow, IssueDrawView, DrawSummary, issueParam, type BdGames, type BdPeriod, bdDraws, bdResultCells, beijingDateTime } from '@/features/lottery'
import PageShell from '@/components/layout/PageShell'
import SectionTitle from '@/components/layout/SectionTitle'
import PagedItems from '@/components/states/PagedItems'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { useShareParams } from '@/hooks/useShareParams'

/** a period has up to ~60 matches: all of them were over the mini program's 1,000 WXML nodes */
const ROWS_PER_PAGE = 20

const chipOf = (p: BdPeriod) => ({
  key: p.period,
  label: `第${p.period}期`,
  note: p.finished ? '已开奖' : p.start_at > Date.now() ? '未开赛' : '进行中',
})

function Games({ g }: { g: BdGames }) {
  const done = g.list.filter((x) => x.result !== '').length
  return (
    <>
      <DrawSummary
        title={`北京单场 第${g.period.period}期`}
        lines={[`${beijingDateTime(g.period.start_at).slice(0, 10)} 共${g.period.match_count}场`, g.period.finished ? '全部开奖' : `已开奖 ${done}/${g.list.length} 场`]}
      />
      <SectionTitle title='让球胜平负 · 赛果与SP' />
      <PagedItems
        listId='bd-draw-matches'
        items={g.list}
        pageSize={ROWS_PER_PAGE}
        keyOf={(x) => x.match.id}
        renderItem={(x) => <DrawMatchRow no={x.no} match={x.match} handicap={x.handicap} cells={bdResultCells(x)} />}
      />
    </>
  )
}

/** 北京单场: one period a day, its matches with handicap, result and the SP it paid. Route: `period` (YYMMDD) */
export default function BdOpenPage() {
  const { params } = useRouter()
  const [draws] = useState(() => bdDraws(issueParam(params.period, 6)))
  useEffect(() => {
    void draws.load()
  }, [draws])
  useRefreshPage(() => draws.load())
  useShareParams(() => ({ period: draws.selected }))
  return (
    <PageShell title='北京单场开奖'>
      <IssueDrawView draws={draws} chipOf={chipOf} isEmpty={(g) => g.list.length === 0} emptyText='本期暂无比赛'>
        {(g) => <Games g={g} />}
      </IssueDrawView>
    </PageShell>
  )
}
