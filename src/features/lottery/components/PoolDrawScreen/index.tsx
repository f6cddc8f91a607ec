import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import DrawMatchRow from '@/features/lottery/components/DrawMatchRow'
import IssueDrawView, { DrawSummary } from '@/features/lottery/components/IssueDrawView'
import PageShell from '@/components/layout/PageShell'
import PosterPanel from '@/components/share/PosterPanel'
import PrizeTable from '@/features/lottery/components/PrizeTable'
import SectionTitle from '@/components/layout/SectionTitle'
import SegmentTabs from '@/components/layout/SegmentTabs'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { useShareParams } from '@/hooks/useShareParams'
import { issueParam } from '@/features/lottery/utils/lotteryRoutes'
import type { DrawDetails, PoolIssue, PoolLottery } from '@/features/lottery/services/lottery'
import { PoolDrawStore } from '@/features/lottery/stores/lotteryDrawsStore'
import { POOL_LOTTERY_LABEL, beijingDateTime, formatBigYuan, poolResultCells, resultBalls } from '@/features/lottery/utils/lottery'
import { usePageParams } from '@/hooks/usePageParams'
import { drawShareDesc } from '@/features/lottery/utils/drawShareDesc'

const chipOf = (i: PoolIssue) => ({ key: i.issue, label: `第${i.issue}期`, note: i.drawn ? '已开奖' : '未开奖' })

function drawLines(d: DrawDetails): string[] {
  if (d.draw_at === null) return [`${beijingDateTime(d.close_at)} 截止销售`, '比赛未全部结束，等待开奖']
  return [`开奖时间 ${beijingDateTime(d.draw_at)}`, `本期销量 ${formatBigYuan(d.sales)}　${d.pool > 0 ? `奖池 ${formatBigYuan(d.pool)}` : '无奖池'}`]
}

function Draw({ d }: { d: DrawDetails }) {
  return (
    <>
      <DrawSummary title={`${d.lottery_name} 第${d.issue}期`} lines={drawLines(d)} balls={resultBalls(d.lottery, d.result_code) ?? []} />
      <SectionTitle title='开奖详情' />
      <PrizeTable prizes={d.prizes} />
      <SectionTitle title='对阵与赛果' />
      {d.matches.map((m) => (
        <DrawMatchRow key={m.no} no={m.no} match={m.match} cells={poolResultCells(d.lottery, m.result)} />
      ))}
    </>
  )
}

const PoolDrawView = observer(({ store }: { store: PoolDrawStore }) => (
  <>
    <SegmentTabs
      tabs={store.lotteries.map((l) => ({ key: l, label: POOL_LOTTERY_LABEL[l] }))}
      value={store.lottery}
      onChange={(l) => void store.setLottery(l)}
    />
    <IssueDrawView draws={store.draws} chipOf={chipOf} isEmpty={(d) => d.matches.length === 0} emptyText='本期暂无比赛'>
      {(d) => <Draw d={d} />}
    </IssueDrawView>
  </>
))

interface Props {
  title: string
  /** the lotteries of the page's tabs; the route's `lottery` picks one */
  lotteries: readonly PoolLottery[]
}

/**
 * A pool lottery's results (sfOpen, fourSixOpen): lottery tabs, the issue strip, the chosen
 * issue's result digits, prizes and matches. Route: `lottery`, `issue` (5 digits); a share
 * reopens the lottery and issue shown.
 */
function PoolDrawScreen({ title, lotteries }: Props) {
  const params = usePageParams()
  const [store] = useState(() => new PoolDrawStore(lotteries, params.lottery, issueParam(params.issue, 5)))
  useEffect(() => {
    void store.load()
  }, [store])
  useRefreshPage(() => store.load())
  useShareParams(() => store.routeParams)
  const issue = store.draws.selected
  const drawn = store.draws.draw.data
  return (
    <PageShell title={title} shareTitle={issue ? `${POOL_LOTTERY_LABEL[store.lottery]} 第${issue}期开奖` : title} shareCard={issue ? { kind: 'draw', id: `${store.lottery}-${issue}`, ...(drawn ? { desc: drawShareDesc(drawn) } : {}) } : null}>
      <PoolDrawView store={store} />
      {issue && <PosterPanel kind='draw' id={`${store.lottery}-${issue}`} />}
    </PageShell>
  )
}

export default observer(PoolDrawScreen)
