import Taro, { useDidShow } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { VIP_PICK_NONE_TODAY_TEXT } from '@contract/expert-rules'
import type { VipPickKind } from '@contract/money-rules'
import MenuList from '@/components/layout/MenuList'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import SectionTitle from '@/components/layout/SectionTitle'
import VipPickCard from '@/features/money/components/VipPickCard'
import VipPickRule from '@/features/money/components/VipPickRule'
import VipStatusCard from '@/features/money/components/VipStatusCard'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { routeUrl, type RouteName } from '@/navigation/routes'
import { requireLogin } from '@/navigation/loginGuard'
import { VipTabModel } from '@/features/money/stores/vipPicksModel'
import { useStores } from '@/stores/StoreContext'

/** how many of today's picks of each kind the tab shows before 更多 */
const TODAY_SHOWN = 3

const open = (name: RouteName, params?: Record<string, number>) => void Taro.navigateTo({ url: routeUrl(name, params) })

/** the odds tools that exist, reached from the VIP tab */
const TOOLS = [
  { key: 'oddsWith', title: '同赔查询', icon: 'search', route: 'sameOdds' },
  { key: 'indemnity', title: '等赔样本', icon: 'analytics', route: 'equalOdds' },
  { key: 'companyIndex', title: '公司指数', icon: 'bullet-list', route: 'companyIndex' },
] as const

/** the VIP tab: VIP state and the way to buy it, the rule the picks' experts meet, today's 二合一 and 单场 picks, the odds tools */
function WinnowPage() {
  const { app } = useStores()
  const [tab] = useState(() => new VipTabModel(TODAY_SHOWN))
  const { doubles, singles } = tab
  const reload = () => tab.reload()
  // VIP bought elsewhere, a pick bought, a login: every show reads the picks again
  useDidShow(() => void reload())
  useRefreshPage(reload)

  const vip = tab.vip
  return (
    <PageShell title='精选' isTab>
      {vip && (
        <VipStatusCard
          isVip={vip.is_vip}
          vipExpireAt={vip.vip_expire_at}
          showOffer={app.payModule}
          onBuy={() => {
            if (requireLogin()) open('buyVip')
          }}
        />
      )}
      <VipPickRule />
      <TodayPicks title='今日二合一' kind='double' model={doubles} />
      <TodayPicks title='今日单场' kind='single' model={singles} />
      <MenuList title='赔率工具' items={TOOLS.map((t) => ({ key: t.key, title: t.title, icon: t.icon, onClick: () => open(t.route) }))} />
    </PageShell>
  )
}

const TodayPicks = observer(function TodayPicks({ title, kind, model }: { title: string; kind: VipPickKind; model: VipTabModel['doubles'] }) {
  const route = kind === 'double' ? 'twoInOnePicks' : 'singleMatchPicks'
  return (
    <View data-testid={`today-${kind}`}>
      <SectionTitle title={title} moreText='全部' onMore={() => open(route)} />
      <ResourceView model={model} isEmpty={(res) => res.list.length === 0} emptyText={VIP_PICK_NONE_TODAY_TEXT}>
        {(res) => res.list.map((p) => <VipPickCard key={p.id} pick={p} onOpen={() => open(route, { id: p.id })} />)}
      </ResourceView>
    </View>
  )
})

export default observer(WinnowPage)
