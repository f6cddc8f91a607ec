import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { COUPON_APPLIES_TO_TEXT } from '@contract/money-rules'
import { useState } from 'react'
import type { CouponBatch, UserCoupon } from '@contract/api/money'
import { CouponCard, userCouponFace, CouponCenterModel } from '@/features/money'
import ListView from '@/components/states/ListView'
import LoginRequired from '@/components/LoginRequired'
import PageShell from '@/components/layout/PageShell'
import { useListPage } from '@/hooks/useListPage'
import { routeUrl } from '@/navigation/routes'
import { useStores } from '@/stores/StoreContext'
import './coupon.scss'

/** 领券中心: the coupon batches on offer, each claimed with one tap while stock and the per-user limit allow */
function CouponPage() {
  const { backend } = useStores()
  const [center] = useState(() => new CouponCenterModel(backend))
  if (center.centreMissing) return <MyUnusedCoupons center={center} />
  return <CouponBatches center={center} />
}

/** the batches on offer */
const CouponBatches = observer(function CouponBatches({ center }: { center: CouponCenterModel }) {
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
})

/** a backend without the coupon centre: the user's unused coupons, with a line saying why no batches show */
const MyUnusedCoupons = observer(function MyUnusedCoupons({ center }: { center: CouponCenterModel }) {
  const { user } = useStores()
  useListPage(center.mine.list, { autoLoad: user.isLoggedIn })
  return (
    <PageShell title='领券中心'>
      <LoginRequired reason='登录后查看我的优惠券'>
        <ListView
          model={center.mine.list}
          keyOf={(c) => c.id}
          emptyText='暂无可用的优惠券'
          header={
            <View className='coupon-center__mine' data-testid='coupon-center-fallback'>
              <Text className='coupon-center__mine-text'>暂无可领取的优惠券，以下是你未使用的优惠券</Text>
            </View>
          }
          renderItem={(c: UserCoupon) => (
            <CouponCard
              testId={`coupon-${c.id}`}
              {...userCouponFace(c)}
              action={<Text className='coupon-center__state'>{c.status_text}</Text>}
            />
          )}
        />
      </LoginRequired>
    </PageShell>
  )
})

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
