import Taro, { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import dayjs from 'dayjs'
import ListView from '@/components/states/ListView'
import LoginRequired from '@/components/LoginRequired'
import PageShell from '@/components/layout/PageShell'
import SegmentTabs from '@/components/layout/SegmentTabs'
import StateView from '@/components/states/StateView'
import { routeUrl } from '@/navigation/routes'
import { useListPage } from '@/hooks/useListPage'
import { toast } from '@/components/feedback/toast'
import { BOUGHT_KIND_TEXT, boughtItemUrl } from '@/features/money/utils/boughtItems'
import { PurchasesModel, PURCHASE_SEGMENTS, type PurchaseRow, type PurchaseSegment } from '@/features/money/stores/purchasesModel'
import { useStores } from '@/stores/StoreContext'
import './index.scss'

const EMPTY_TEXT: Record<PurchaseSegment, string> = {
  all: '还没有购买记录，购买的方案、VIP精选和会员都会列在这里',
  prediction: '还没有购买过专家方案',
  vip_pick: '还没有购买过 VIP 精选',
  vip: '还没有开通过会员',
}

/** 元 with two decimals when cash was paid, the coins otherwise */
function paidText(p: PurchaseRow): string {
  if (p.price > 0) return `¥${p.price.toFixed(2)}`
  return `${p.coins} 金币`
}

export function openBought(p: Pick<PurchaseRow, 'kind' | 'item_id' | 'title'>): void {
  const url = boughtItemUrl({ kind: p.kind, id: p.item_id, title: p.title })
  if (url) void Taro.navigateTo({ url })
  else toast('该内容已下架')
}

/** one purchase: what, when, what it cost, and its order; a tap opens what was bought */
export function PurchaseItem({ purchase: p }: { purchase: PurchaseRow }) {
  return (
    <View className='purchase-row' data-testid={`purchase-${p.kind}-${p.id}`} onClick={() => openBought(p)}>
      <View className='purchase-row__main'>
        <View className='purchase-row__head'>
          <Text className={`purchase-row__kind purchase-row__kind--${p.kind}`}>{BOUGHT_KIND_TEXT[p.kind]}</Text>
          <Text className='purchase-row__title' numberOfLines={1}>
            {p.title}
          </Text>
        </View>
        <Text className='purchase-row__meta'>
          {`${dayjs(p.paid_at).format('YYYY-MM-DD HH:mm')}${p.order_no ? ` · 订单 ${p.order_no}` : ''}`}
        </Text>
      </View>
      <View className='purchase-row__side'>
        <Text className='purchase-row__paid'>{paidText(p)}</Text>
        <Text className='purchase-row__open'>查看 ›</Text>
      </View>
    </View>
  )
}

/**
 * 已购方案 (`myFollow?tab=purchases`, the route list being fixed): predictions, VIP picks and
 * memberships bought, newest first, by segment; each row opens what was bought.
 */
function PurchasesScreen({ segment }: { segment?: PurchaseSegment }) {
  const { user, backend } = useStores()
  const [model] = useState(() => new PurchasesModel(segment, backend))
  useListPage(model.list, { autoLoad: user.isLoggedIn && !model.listMissing })
  // back from a purchase made elsewhere: it shows at the top
  useDidShow(() => {
    if (model.list.loaded && !model.listMissing) void model.list.refresh()
  })
  return (
    <PageShell title='已购方案'>
      <LoginRequired reason='登录后查看已购买的方案和会员'>
        {model.listMissing ? (
          <StateView
            kind='empty'
            text='购买方案、VIP精选和会员的记录都在收支明细里'
            actionText='查看收支明细'
            onRetry={() => void Taro.navigateTo({ url: routeUrl('ledger') })}
          />
        ) : (
          <PurchasesList model={model} />
        )}
      </LoginRequired>
    </PageShell>
  )
}

/** the segments and their list */
const PurchasesList = observer(function PurchasesList({ model }: { model: PurchasesModel }) {
  return (
    <>
      <SegmentTabs tabs={PURCHASE_SEGMENTS} value={model.segment} onChange={(s) => model.setSegment(s)} />
      <ListView model={model.list} keyOf={(p) => `${p.kind}-${p.id}`} emptyText={EMPTY_TEXT[model.segment]} renderItem={(p) => <PurchaseItem purchase={p} />} />
    </>
  )
})

export default observer(PurchasesScreen)
