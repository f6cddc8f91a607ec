import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { COUPON_APPLIES_TO_TEXT } from '@contract/money-rules'
import { useState } from 'react'
import type { CouponBatch } from '@contract/api/money'
import CouponCard from '@/features/money/components/CouponCard'
import ListView from '@/components/states/ListView'
import PageShell from '@/components/layout/PageShell'
import { useListPage } from '@/hooks/useListPage'
import { routeUrl } from '@/navigation/routes'
import { CouponCenterModel } from '@/features/money/stores/couponsModel'
import './coupon.scss'

/** 领券中心: the coupon batches on offer, each claimed with one tap while stock and the per-user limit allow */
function CouponPage() {
  const [center] = useState(() => new CouponCenterModel())
  const model = center.batches
  useListPage(model)
  const claiming = center.claiming
  const claim = (batch: CouponBatch) => center.claim(batch)

  return (
    <PageShell title='领券中心'>
      <ListView
        model={model}
        keyOf={(b) => b.id}
        emptyText='暂无可领取的优惠券'
        header={
          <View className='coupon-center__mine' data-testid='my-coupons-link' onClick={() => void Taro.navigateTo({ url: routeUrl('myCoupons') })}>
            <Text className='coupon-center__mine-text'>我的优惠券 ›</Text>
          </View>
        }
        renderItem={(b) => (
          <CouponCard
            testId={`batch-${b.id}`}
            amountFen={b.amount_fen}
            ruleText={b.rule_text}
            name={b.name}
            validFrom={b.starts_at}
            validUntil={b.ends_at}
            scopeText={COUPON_APPLIES_TO_TEXT[b.applies_to]}
            dimmed={!b.can_claim}
            action={<ClaimAction batch={b} busy={claiming === b.id} onClaim={() => void claim(b)} />}
          />
        )}
      />
    </PageShell>
  )
}

function ClaimAction({ batch, busy, onClaim }: { batch: CouponBatch; busy: boolean; onClaim: () => void }) {
  if (batch.can_claim) {
    return (
      <View className='coupon-center__claim' data-testid={`claim-${batch.id}`} onClick={onClaim}>
        <Text className='coupon-center__claim-text'>{busy ? '领取中…' : '立即领取'}</Text>
      </View>
    )
  }
  const state = batch.stock_left <= 0 ? '已领完' : batch.claimed_by_me > 0 ? '已领取' : '暂不可领'
  return (
    <Text className='coupon-center__state' data-testid={`claim-state-${batch.id}`}>
      {state}
    </Text>
  )
}

export default observer(CouponPage)
