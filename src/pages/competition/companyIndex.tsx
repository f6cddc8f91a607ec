import Taro, { useRouter } from '@tarojs/taro'
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import ListView from '@/components/states/ListView'
import { MatchScoreboard, MatchRow, OddsBoard, CompanyIndexStore, todaysMatchesList } from '@/features/match'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import { useListPage } from '@/hooks/useListPage'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { companyIndexUrl, idParam } from '@/navigation/databaseRoutes'
import './companyIndex.scss'

const MatchOddsView = observer(({ store }: { store: CompanyIndexStore }) => (
  <>
    <ResourceView model={store.match}>{(m) => <MatchScoreboard match={m} compact />}</ResourceView>
    <OddsBoard model={store.board} emptyText='该场比赛暂无指数' />
  </>
))

/** no match given: today's matches to choose one from */
const MatchChooser = observer(() => {
  const [model] = useState(todaysMatchesList)
  useListPage(model)
  return (
    <ListView
      model={model}
      keyOf={(m) => m.id}
      emptyText='今天暂无比赛'
      header={<Text className='company-index__hint'>选择一场比赛查看各公司指数</Text>}
      renderItem={(m) => <MatchRow match={m} onPick={(picked) => void Taro.redirectTo({ url: companyIndexUrl(picked.id) })} />}
    />
  )
})

function MatchOddsPage({ matchId }: { matchId: number }) {
  const [store] = useState(() => new CompanyIndexStore(matchId))
  useEffect(() => {
    void store.load()
  }, [store])
  useRefreshPage(() => store.load())
  return <MatchOddsView store={store} />
}

/** index by company: 1X2, Asian handicap and over/under of every company; a company's movement history */
export default function CompanyIndexPage() {
  const { params } = useRouter()
  const matchId = idParam(params.id)
  return <PageShell title='公司指数'>{matchId ? <MatchOddsPage matchId={matchId} /> : <MatchChooser />}</PageShell>
}
