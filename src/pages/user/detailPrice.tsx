import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { beijingFormat } from '@/utils/beijingTime'
import { useState } from 'react'
import type { LedgerEntry } from '@contract/api/user'
import PageShell from '@/components/layout/PageShell'
import SegmentTabs from '@/components/layout/SegmentTabs'
import ListView from '@/components/states/ListView'
import LoginRequired from '@/components/LoginRequired'
import { useStores } from '@/stores/StoreContext'
import { useListPage } from '@/hooks/useListPage'
import { LedgerModel, type LedgerKind } from '@/features/money/stores/ledgerModel'
import { ledgerTag } from '@/features/money/utils/ledgerKinds'
import './detailPrice.scss'

type Kind = LedgerKind
const KINDS = [
  { key: 'all', label: '全部' },
  { key: 'coin', label: '金币' },
  { key: 'money', label: '收益' },
] as const

/** coins are whole, money is yuan with two decimals; income carries a plus sign */
function formatAmount(e: Pick<LedgerEntry, 'kind' | 'amount'>): string {
  const sign = e.amount > 0 ? '+' : e.amount < 0 ? '-' : ''
  const abs = Math.abs(e.amount)
  return e.kind === 'coin' ? `${sign}${abs} 金币` : `${sign}¥${abs.toFixed(2)}`
}

const balanceText = (e: LedgerEntry) => (e.kind === 'coin' ? `余 ${e.balance} 金币` : `余额 ¥${e.balance.toFixed(2)}`)

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

/** the coin and money ledger (api/user/mx), newest first, paged */
function DetailPricePage() {
  const { user } = useStores()
  const [ledger] = useState(() => new LedgerModel())
  const model = ledger.list
  useListPage(model, { autoLoad: user.isLoggedIn })
  const kind = ledger.kind
  const choose = (k: Kind) => void ledger.setKind(k)

  return (
    <PageShell title='收支明细'>
      <LoginRequired reason='登录后查看金币与余额明细'>
        <SegmentTabs tabs={KINDS} value={kind} onChange={choose} variant='pill' />
        <ListView
          model={model}
          keyOf={(e) => e.id}
          emptyText='暂无收支记录'
          renderItem={(e) => (
            <View className='ledger-row' data-testid={`ledger-${e.id}`}>
              <View className='ledger-row__what'>
                <View className='ledger-row__head'>
                  <LedgerTagView title={e.title} />
                  <Text className='ledger-row__title'>{e.title}</Text>
                </View>
                <Text className='ledger-row__time'>{beijingFormat(e.created_at, 'YYYY-MM-DD HH:mm')}</Text>
              </View>
              <View className='ledger-row__numbers'>
                <Text className={`ledger-row__amount ${e.amount >= 0 ? 'ledger-row__amount--in' : 'ledger-row__amount--out'}`}>
                  {formatAmount(e)}
                </Text>
                <Text className='ledger-row__balance'>{balanceText(e)}</Text>
              </View>
            </View>
          )}
        />
      </LoginRequired>
    </PageShell>
  )
}

export default observer(DetailPricePage)
