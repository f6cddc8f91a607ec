import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { BetMatchCard, BetSummaryBar, BetSlipPanel, formatMoney, ReckonerLinks, LOTTERY_NAME, outcomeOf, SimulationStore, type SimulatedTicket, type Lottery } from '@/features/lottery'
import DateStrip from '@/components/layout/DateStrip'
import PageShell from '@/components/layout/PageShell'
import PagedItems from '@/components/states/PagedItems'
import ResourceView from '@/components/states/ResourceView'
import SegmentTabs from '@/components/layout/SegmentTabs'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { useStores } from '@/stores/StoreContext'
import { useShareParams } from '@/hooks/useShareParams'
import { beijingToday } from '@/utils/beijingDay'
import './simulation.scss'

/** a day has up to ~60 finished matches: all of them were ~1,900 WXML nodes (mini program budget 1,000) */
const MATCHES_PER_PAGE = 12

const TABS: { key: Lottery; label: string }[] = [
  { key: 'jc', label: LOTTERY_NAME.jc },
  { key: 'bd', label: LOTTERY_NAME.bd },
]

function TicketCard({ ticket }: { ticket: SimulatedTicket }) {
  return (
    <View className='simulation__ticket' data-testid='sim-ticket'>
      <Text className='simulation__ticket-head'>{`${LOTTERY_NAME[ticket.lottery]} ${ticket.date} · ${ticket.passTypes.join(' ')} · ${ticket.betCount}注 ${ticket.multiple}倍`}</Text>
      {ticket.legs.map((l) => (
        <Text key={l.no} className='simulation__ticket-leg'>
          {`${l.no} ${l.teams} ${l.score}：${l.picks.map((p) => `${p.label}${p.won ? '✓' : '✗'}`).join(' ')}`}
        </Text>
      ))}
      <Text className={`simulation__ticket-prize ${ticket.prize > 0 ? 'simulation__ticket-prize--won' : ''}`}>
        {ticket.prize > 0 ? `投注 ${formatMoney(ticket.stake)} 元，中奖 ${formatMoney(ticket.prize)} 元` : `投注 ${formatMoney(ticket.stake)} 元，未中奖`}
      </Text>
    </View>
  )
}

/**
 * 模拟投注: the calculator on a past day's finished matches, settled by their real results; the
 * simulated tickets stay on this device. Route: `date` (YYYY-MM-DD; default yesterday).
 */
function SimulationPage() {
  const { params } = useRouter()
  const { backend } = useStores()
  const [store] = useState(() => new SimulationStore(beijingToday(), params.date, backend))
  const [last, setLast] = useState<SimulatedTicket | null>(null)
  useEffect(() => {
    void store.load()
  }, [store])
  useRefreshPage(() => store.load())
  useShareParams(() => store.routeParams)
  return (
    <PageShell title='模拟投注'>
      <SegmentTabs tabs={TABS.filter((t) => store.lotteries.includes(t.key))} value={store.lottery} onChange={(l) => void store.setLottery(l)} />
      <DateStrip dates={store.dates} value={store.date} today={store.today} onChange={(d) => void store.setDate(d)} />
      <Text className='simulation__notice' data-testid='calculator-notice'>
        用已完场比赛的真实赛果模拟结算，仅供参考，不销售彩票。
      </Text>
      <ReckonerLinks current='betSimulation' />
      <ResourceView model={store.source} isEmpty={(list) => list.length === 0} emptyText='这一天没有完场的比赛'>
        {(list) => (
          <PagedItems listId='simulation-matches' items={list} pageSize={MATCHES_PER_PAGE} keyOf={(m) => m.id} renderItem={(m) => <BetMatchCard match={m} slip={store.slip} outcome={outcomeOf(m.match)} />} />
        )}
      </ResourceView>
      <BetSlipPanel slip={store.slip}>
        <Text className='simulation__settle' data-testid='settle' onClick={() => setLast(store.settle(Date.now()))}>
          按赛果结算
        </Text>
        {last ? (
          <Text className='simulation__result' data-testid='settled-prize'>
            {last.prize > 0 ? `这注可得奖金 ${formatMoney(last.prize)} 元` : '这注未中奖'}
          </Text>
        ) : null}
      </BetSlipPanel>
      <BetSummaryBar slip={store.slip} />
      <View className='simulation__history'>
        <View className='simulation__history-head'>
          <Text className='simulation__history-title'>{`模拟记录（${store.tickets.length}）`}</Text>
          {store.tickets.length ? (
            <Text className='simulation__clear' onClick={() => store.clearTickets()}>
              清空
            </Text>
          ) : null}
        </View>
        {store.tickets.length === 0 ? <Text className='simulation__empty'>结算后的模拟投注保存在本机</Text> : store.tickets.map((t) => <TicketCard key={t.id} ticket={t} />)}
      </View>
    </PageShell>
  )
}

export default observer(SimulationPage)
