import Taro, { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo } from 'react'
import { VIP_PICK_KIND_TEXT, type VipPickKind } from '@contract/money-rules'
import { BuyWithCoins, VipPickCard, VipPickRule, VipStatusCard, VipPickListModel, vipPickModel } from '@/features/money'
import ListView from '@/components/states/ListView'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import StateView from '@/components/states/StateView'
import { useListPage } from '@/hooks/useListPage'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { idParam } from '@/navigation/databaseRoutes'
import { routeUrl } from '@/navigation/routes'
import { requireLogin } from '@/navigation/loginGuard'
import { useStores } from '@/stores/StoreContext'
import { useResume } from '@/hooks/useResume'
import type { PendingInput } from '@/stores/pendingActionStore'

const ROUTE_OF: Record<VipPickKind, 'twoInOnePicks' | 'singleMatchPicks'> = { double: 'twoInOnePicks', single: 'singleMatchPicks' }

const openBuyVip = () => {
  if (requireLogin()) void Taro.navigateTo({ url: routeUrl('buyVip') })
}

/**
 * 二合一精选 (vipSelect) and 单场精选 (singleField): every day's picks, newest first, or with `?id=`
 * one pick. Locked picks offer VIP and, per pick, a coin purchase (only with the pay module on).
 */
function VipPickPage({ kind, title }: { kind: VipPickKind; title: string }) {
  const { params } = useRouter()
  const id = idParam(params.id)
  return <PageShell title={title}>{id ? <PickDetail kind={kind} id={id} /> : <PickList kind={kind} />}</PageShell>
}

const PickList = observer(function PickList({ kind }: { kind: VipPickKind }) {
  const { app } = useStores()
  // the VIP state comes with every page of the list
  const picks = useMemo(() => new VipPickListModel(kind), [kind])
  const model = picks.list
  const vip = picks.vip
  useListPage(model)
  return (
    <ListView
      model={model}
      keyOf={(p) => p.id}
      emptyText={`暂无${VIP_PICK_KIND_TEXT[kind]}精选`}
      header={
        <View>
          {vip && <VipStatusCard isVip={vip.is_vip} vipExpireAt={vip.vip_expire_at} showOffer={app.payModule} onBuy={openBuyVip} />}
          <VipPickRule />
        </View>
      }
      renderItem={(p) => <VipPickCard pick={p} onOpen={() => void Taro.navigateTo({ url: routeUrl(ROUTE_OF[kind], { id: p.id }) })} />}
    />
  )
})

const PickDetail = observer(function PickDetail({ kind, id }: { kind: VipPickKind; id: number }) {
  const { app, coinPurchases } = useStores()
  const model = useMemo(() => vipPickModel(kind, id), [kind, id])
  const target = useMemo(() => ({ kind: 'vipPick' as const, id }), [id])
  const what = `该${VIP_PICK_KIND_TEXT[kind]}精选`
  // a purchase the login or the top-up interrupted: remembered, and its confirm opens again here
  const resume = useMemo<PendingInput>(() => ({ kind: 'buy', route: ROUTE_OF[kind], params: { id }, label: `${VIP_PICK_KIND_TEXT[kind]}精选` }), [kind, id])
  useEffect(() => {
    void model.load()
  }, [model])
  useRefreshPage(() => model.load())
  useResume('buy', ROUTE_OF[kind], { id }, model.data !== null && app.payModule, () => {
    const pick = model.data
    if (pick && !pick.unlocked && pick.price > 0) void coinPurchases.buy(target, pick.price, what, () => model.load(), resume)
  })
  return (
    <ResourceView model={model}>
      {(pick) => (
        <View>
          <VipPickCard
            pick={pick}
            footer={
              <BuyWithCoins target={target} price={pick.price} unlocked={pick.unlocked} what={what} onBought={() => model.load()} resume={resume} />
            }
          />
          {!pick.unlocked && app.payModule && (
            <StateView kind='empty' text='开通 VIP，每日精选全部可看' actionText='开通VIP' onRetry={openBuyVip} />
          )}
        </View>
      )}
    </ResourceView>
  )
})

export default observer(VipPickPage)
