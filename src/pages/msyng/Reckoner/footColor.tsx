import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import PageShell from '@/components/layout/PageShell'
import { ReckonerLinks, formatMoney, FootColorStore, POOL_GAME_NAME, POOL_RESULTS, type PoolGame, beijingDateTime, OUTCOME_TEXT } from '@/features/lottery'
import ResourceView from '@/components/states/ResourceView'
import SegmentTabs from '@/components/layout/SegmentTabs'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import './footColor.scss'

const TABS: { key: PoolGame; label: string }[] = [
  { key: 'sfc', label: POOL_GAME_NAME.sfc },
  { key: 'r9', label: POOL_GAME_NAME.r9 },
]

/** 胜负彩 / 任选九 calculator: the current issue's 14 matches, 3 / 1 / 0 on each, bet count and stake */
function FootColorPage() {
  const [store] = useState(() => new FootColorStore())
  useEffect(() => {
    void store.load()
  }, [store])
  useRefreshPage(() => store.load())
  return (
    <PageShell title='足彩'>
      <SegmentTabs tabs={TABS} value={store.game} onChange={(g) => store.setGame(g)} />
      <Text className='foot-color__notice' data-testid='calculator-notice'>
        本页仅为投注计算工具，不销售彩票。
      </Text>
      <ReckonerLinks current='shengfuCalculator' />
      <ResourceView model={store.issue}>
        {(issue) => (
          <View className='foot-color__issue'>
            <Text className='foot-color__issue-title' data-testid='issue-title'>{`第${issue.issue}期 · ${beijingDateTime(issue.close_at)} 截止`}</Text>
            {issue.matches.map((d, i) => (
              <View key={d.match.id} className='foot-color__row' data-testid={`pool-match-${i + 1}`}>
                <Text className='foot-color__no'>{String(d.no).padStart(2, '0')}</Text>
                <View className='foot-color__teams'>
                  <Text className='foot-color__team'>{`${d.match.home_team.short_name} vs ${d.match.away_team.short_name}`}</Text>
                  <Text className='foot-color__meta'>{`${d.match.league.short_name} ${d.match.start_at_time.slice(5, 16)}`}</Text>
                </View>
                {POOL_RESULTS.map((r) => (
                  <Text
                    key={r}
                    className={`foot-color__option ${store.isPicked(i, r) ? 'foot-color__option--on' : ''}`}
                    data-testid={`pool-${i + 1}-${r}`}
                    onClick={() => store.toggle(i, r)}
                  >
                    {`${r}${OUTCOME_TEXT[r]}`}
                  </Text>
                ))}
              </View>
            ))}
          </View>
        )}
      </ResourceView>
      <View className='foot-color__summary' data-testid='pool-summary'>
        <View className='foot-color__line'>
          <Text className='foot-color__label'>倍数</Text>
          <Text className='foot-color__step' data-testid='multiple-minus' onClick={() => store.setMultiple(store.multiple - 1)}>
            －
          </Text>
          <Text className='foot-color__multiple' data-testid='multiple'>{`${store.multiple}`}</Text>
          <Text className='foot-color__step' data-testid='multiple-plus' onClick={() => store.setMultiple(store.multiple + 1)}>
            ＋
          </Text>
          <Text className='foot-color__clear' onClick={() => store.clear()}>
            清空
          </Text>
        </View>
        <Text className='foot-color__total' data-testid='pool-totals'>{`已选 ${store.chosenMatches} 场 · ${store.betCount} 注 · 投注 ${formatMoney(store.stake)} 元`}</Text>
        {store.missing ? <Text className='foot-color__hint'>{store.missing}</Text> : null}
      </View>
    </PageShell>
  )
}

export default observer(FootColorPage)
