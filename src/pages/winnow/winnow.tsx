import Taro, { useDidShow } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { VIP_PICK_NONE_TODAY_TEXT } from '@contract/expert-rules'
import { WINNOW_PICKS_SHOWN } from '@contract/tab-first-screen'
import type { VipPickKind } from '@contract/money-rules'
import MenuList from '@/components/layout/MenuList'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import SectionTitle from '@/components/layout/SectionTitle'
import { VipPickCard, VipPickRule, VipStatusCard, VipTabModel } from '@/features/money'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { routeUrl, type RouteName } from '@/navigation/routes'
import { requireLogin } from '@/navigation/loginGuard'
import { useStores } from '@/stores/StoreContext'
import { takeTabFirstScreen } from '@/platform/homeFirstScreen'


const open = (name: RouteName, params?: Record<string, number>) => void Taro.navigateTo({ url: routeUrl(name, params) })

/** the odds tools that exist, reached from the VIP tab */
const TOOLS = [
  { key: 'oddsWith', title: '同赔查询', icon: 'search', route: 'sameOdds' },
  { key: 'indemnity', title: '等赔样本', icon: 'analytics', route: 'equalOdds' },
  { key: 'companyIndex', title: '公司指数', icon: 'bullet-list', route: 'companyIndex' },
] as const

/** the VIP tab: VIP state and the way to buy it, the rule the picks' experts meet, today's 二合一 and 单场 picks, the odds tools */
function WinnowPage() {
  const { app, user } = useStores()
  // H5: a visitor's first answers came with index.html (its HTML first screen was drawn from them)
  const [tab] = useState(() => new VipTabModel(WINNOW_PICKS_SHOWN, user.isLoggedIn ? undefined : takeTabFirstScreen('winnow')))
  const { doubles, singles } = tab
  const reload = () => tab.reload()
  // VIP bought elsewhere, a pick bought, a login: every show reads the picks again
  useDidShow(() => void reload())
  useRefreshPage(reload)

  const vip = tab.vip
  const onBuy = () => {
    if (requireLogin()) open('buyVip')
  }
  return (
    <PageShell title='精选' isTab>
      {vip ? (
        <VipStatusCard isVip={vip.is_vip} vipExpireAt={vip.vip_expire_at} showOffer={app.payModule} onBuy={onBuy} />
      ) : (
        // its place kept until the first answer says it (the rows below would move down)
        (!doubles.loaded || !singles.loaded) && <VipStatusCard isVip={false} vipExpireAt={null} showOffer={app.payModule} onBuy={() => undefined} pending />
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
