import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { beijingFormat } from '@/utils/beijingTime'
import { useState } from 'react'
import PageShell from '@/components/layout/PageShell'
import SegmentTabs from '@/components/layout/SegmentTabs'
import ListView from '@/components/states/ListView'
import LoginRequired from '@/components/LoginRequired'
import { useStores } from '@/stores/StoreContext'
import { useListPage } from '@/hooks/useListPage'
import { ledgerTag, boughtItemUrl, LEDGER_FILTERS, LedgerModel, ledgerFilterOf, type LedgerRow } from '@/features/money'
import './detailPrice.scss'

/** coins are whole, money is yuan with two decimals; income carries a plus sign */
function formatAmount(e: Pick<LedgerRow, 'kind' | 'amount'>): string {
  const sign = e.amount > 0 ? '+' : e.amount < 0 ? '-' : ''
  const abs = Math.abs(e.amount)
  return e.kind === 'coin' ? `${sign}${abs} 金币` : `${sign}¥${abs.toFixed(2)}`
}

function balanceText(e: LedgerRow): string {
  // a payment with real money (top-up, VIP) moves no balance of the app: its order identifies it; a
  // charge the server did not keep went back the way it came
  if (e.kind === 'cash') return e.item?.kind === 'refund' ? '已退回原支付方式' : '微信/支付宝支付'
  return e.kind === 'coin' ? `余 ${e.balance} 金币` : `余额 ¥${e.balance.toFixed(2)}`
}

/** 充值 / 消费 / 收入 / 不中退 ... beside the title, so the kinds of movement read at a glance */
function LedgerTagView({ title }: { title: string }) {
  const tag = ledgerTag(title)
  if (!tag) return null
  return (
    <Text className={`ledger-row__tag ledger-row__tag--${tag.tone}`} data-testid='ledger-tag'>
      {tag.label}
    </Text>
  )
}

/** one movement: what it was for (a tap opens it), when, its order, the amount and the balance after */
function LedgerItem({ entry: e }: { entry: LedgerRow }) {
  const url = e.item ? boughtItemUrl({ kind: e.item.kind, id: e.item.id, title: e.item.title }) : null
  return (
    <View className='ledger-row' data-testid={`ledger-${e.id}`} onClick={url ? () => void Taro.navigateTo({ url }) : undefined}>
      <View className='ledger-row__what'>
        <View className='ledger-row__head'>
          <LedgerTagView title={e.title} />
          <Text className='ledger-row__title'>{e.title}</Text>
        </View>
        {e.item && (
          <Text className='ledger-row__item' data-testid='ledger-item' numberOfLines={1}>
            {`${e.item.title}${url ? ' ›' : ''}`}
          </Text>
        )}
        <Text className='ledger-row__time'>
          {`${beijingFormat(e.created_at, 'YYYY-MM-DD HH:mm')}${e.order_no ? ` · 订单 ${e.order_no}` : ''}`}
        </Text>
      </View>
      <View className='ledger-row__numbers'>
        <Text className={`ledger-row__amount ${e.amount >= 0 ? 'ledger-row__amount--in' : 'ledger-row__amount--out'}`}>{formatAmount(e)}</Text>
        <Text className='ledger-row__balance'>{balanceText(e)}</Text>
      </View>
    </View>
  )
}

/**
 * the coin and money ledger (api/user/mx), newest first, paged; each row names what it paid for.
 * `view=coin` (我的 › 金币明细) opens on the coins, titled 金币明细; otherwise 全部, titled 收支明细.
 */
function DetailPricePage() {
  const { user } = useStores()
  const { params } = useRouter()
  const [model] = useState(() => new LedgerModel(ledgerFilterOf(params.view)))
  useListPage(model.list, { autoLoad: user.isLoggedIn })

  return (
    <PageShell title={model.title}>
      <LoginRequired reason='登录后查看金币与余额明细'>
        <SegmentTabs tabs={LEDGER_FILTERS} value={model.filter} onChange={(k) => model.setFilter(k)} variant='pill' />
        <ListView model={model.list} keyOf={(e) => e.id} emptyText='暂无收支记录' renderItem={(e) => <LedgerItem entry={e} />} />
      </LoginRequired>
    </PageShell>
  )
}

export default observer(DetailPricePage)
