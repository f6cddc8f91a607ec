import { useReachBottom, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import FormField from '@/components/form/FormField'
import FormSubmit from '@/components/form/FormSubmit'
import ListView from '@/components/states/ListView'
import { MatchScoreboard, OutcomeDistribution, SameOddsRow, matchSummaryModel, MatchSameOdds, OddsQuery, type OddsField } from '@/features/match'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import SegmentTabs from '@/components/layout/SegmentTabs'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { idParam } from '@/navigation/databaseRoutes'
import { beijingToday } from '@/utils/beijingDay'
import './oddsWith.scss'

const oddsTitle = (o: { home: number; draw: number; away: number }) => `初赔 ${o.home.toFixed(2)} / ${o.draw.toFixed(2)} / ${o.away.toFixed(2)}`

/** one match: its same-odds statistics by company, and the historical matches for the company chosen */
const MatchMode = observer(({ matchId, companyId }: { matchId: number; companyId: number | null }) => {
  const [store] = useState(() => new MatchSameOdds(matchId, companyId))
  const [match] = useState(() => matchSummaryModel(matchId))
  useEffect(() => {
    void match.load()
    void store.load()
  }, [store, match])
  useRefreshPage(() => Promise.all([match.load(), store.load()]))
  useReachBottom(() => void store.samples.loadMore())
  const selected = store.selected
  return (
    <>
      <ResourceView model={match}>{(m) => <MatchScoreboard match={m} compact />}</ResourceView>
      <ResourceView model={store.byCompany} isEmpty={(rows) => rows.length === 0} emptyText='该场比赛暂无指数'>
        {(rows) => (
          <>
            <SegmentTabs
              tabs={rows.map((r) => ({ key: r.company.id, label: r.company.name }))}
              value={store.companyId ?? rows[0].company.id}
              onChange={(id) => store.setCompany(id)}
              variant='pill'
            />
            {selected && <OutcomeDistribution summary={selected.summary} title={`${selected.company.name} ${oddsTitle(selected.europe_open)}`} />}
            <Text className='odds-with__section'>历史同赔比赛</Text>
            <ListView
              model={store.samples}
              keyOf={(r) => r.match.id}
              emptyText='暂无相同初赔的已完场比赛'
              renderItem={(r) => <SameOddsRow match={r.match} odds={r.europe_open} />}
            />
          </>
        )}
      </ResourceView>
    </>
  )
})

const FIELDS: ReadonlyArray<{ key: OddsField; label: string }> = [
  { key: 'home', label: '主胜' },
  { key: 'draw', label: '平局' },
  { key: 'away', label: '客胜' },
]

/** no match: the user types the opening 1X2 odds and picks a company */
const QueryMode = observer(({ today }: { today: string }) => {
  const [query] = useState(() => new OddsQuery(today))
  useEffect(() => {
    void query.load()
  }, [query])
  useRefreshPage(() => (query.searched ? query.result.load() : query.load()))
  return (
    <>
      <ResourceView model={query.companies} isEmpty={(c) => c.length === 0} emptyText='今天暂无开出指数的比赛，无法选择公司'>
        {(companies) => (
          <View className='odds-with__form'>
            <Text className='odds-with__intro'>选择公司并输入初盘欧赔，查看历史上初赔相同或相近的已完场比赛赛果</Text>
            <SegmentTabs
              tabs={companies.map((c) => ({ key: c.id, label: c.name }))}
              value={query.companyId ?? companies[0].id}
              onChange={(id) => query.setCompany(id)}
              variant='pill'
            />
            {FIELDS.map((f) => (
              <FormField
                key={f.key}
                name={`odds-${f.key}`}
                label={`${f.label}赔率`}
                type='digit'
                maxlength={6}
                placeholder='如 2.10'
                value={query.odds[f.key]}
                onChange={(v) => query.setOdds(f.key, v)}
              />
            ))}
            <FormSubmit text='查询同赔' onSubmit={() => query.submit()} submitting={query.result.loading} failure={query.formError} />
          </View>
        )}
      </ResourceView>
      {query.searched && (
        <ResourceView model={query.result}>
          {(r) => (
            <>
              <OutcomeDistribution summary={r.summary} title={`${r.company.name} 同赔赛果`} />
              {r.recent.length > 0 && <Text className='odds-with__section'>最近的同赔比赛</Text>}
              {r.recent.map((s) => (
                <SameOddsRow key={s.match.id} match={s.match} odds={s.europe_open} />
              ))}
            </>
          )}
        </ResourceView>
      )}
    </>
  )
})

/** matches with the same odds and how they ended: for a match (id param) or for odds typed in */
export default function OddsWithPage() {
  const { params } = useRouter()
  const matchId = idParam(params.id)
  const [today] = useState(() => beijingToday())
  return (
    <PageShell title='同赔查询'>
      {matchId ? <MatchMode matchId={matchId} companyId={idParam(params.company_id)} /> : <QueryMode today={today} />}
    </PageShell>
  )
}
