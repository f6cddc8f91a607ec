import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { VIP_PICK_NONE_TODAY_TEXT } from '@contract/expert-rules'
import type { VipPickKind } from '@contract/money-rules'
import MenuList from '@/components/layout/MenuList'
import ResourceView from '@/components/states/ResourceView'
import SectionTitle from '@/components/layout/SectionTitle'
import VipPickCard from '@/features/money/components/VipPickCard'
import VipPickRule from '@/features/money/components/VipPickRule'
import VipStatusCard from '@/features/money/components/VipStatusCard'
import type { VipTabModel } from '@/features/money/stores/vipPicksModel'
import { routeUrl, type RouteName } from '@/navigation/routes'

const open = (name: RouteName, params?: Record<string, number>) => void Taro.navigateTo({ url: routeUrl(name, params) })

/** the odds tools that exist, reached from the VIP tab */
const TOOLS = [
  { key: 'oddsWith', title: '同赔查询', icon: 'search', route: 'sameOdds' },
  { key: 'indemnity', title: '等赔样本', icon: 'analytics', route: 'equalOdds' },
  { key: 'companyIndex', title: '公司指数', icon: 'bullet-list', route: 'companyIndex' },
] as const

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

interface Props {
  tab: VipTabModel
  /** the pay-module switch: the way to buy VIP */
  payModule: boolean
  onBuy: () => void
}

/**
 * What the 精选 tab (src/pages/winnow/winnow.tsx) shows: VIP state and the way to buy it, the rule the
 * picks' experts meet, today's 二合一 and 单场 picks, the odds tools. Also the tab's H5 first screen
 * (src/firstScreen/), drawn from a model holding the first answers.
 */
function WinnowBody({ tab, payModule, onBuy }: Props) {
  const { doubles, singles, vip } = tab
  return (
    <>
      {vip ? (
        <VipStatusCard isVip={vip.is_vip} vipExpireAt={vip.vip_expire_at} showOffer={payModule} onBuy={onBuy} />
      ) : (
        // its place kept until the first answer says it (the rows below would move down)
        (!doubles.loaded || !singles.loaded) && <VipStatusCard isVip={false} vipExpireAt={null} showOffer={payModule} onBuy={() => undefined} pending />
      )}
      <VipPickRule />
      <TodayPicks title='今日二合一' kind='double' model={doubles} />
      <TodayPicks title='今日单场' kind='single' model={singles} />
      <MenuList title='赔率工具' items={TOOLS.map((t) => ({ key: t.key, title: t.title, icon: t.icon, onClick: () => open(t.route) }))} />
    </>
  )
}

export default observer(WinnowBody)
