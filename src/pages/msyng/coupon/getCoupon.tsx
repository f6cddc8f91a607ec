import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { COUPON_STATUS_TEXT, COUPON_STATUSES } from '@contract/money-rules'
import { CouponCard, userCouponFace, MyCouponsModel, couponUseUrl } from '@/features/money'
import IfServed from '@/components/IfServed'
import ListView from '@/components/states/ListView'
import LoginRequired from '@/components/LoginRequired'
import PageShell from '@/components/layout/PageShell'
import SegmentTabs from '@/components/layout/SegmentTabs'
import { useListPage } from '@/hooks/useListPage'
import { routeUrl } from '@/navigation/routes'
import { useStores } from '@/stores/StoreContext'
import './getCoupon.scss'

const TABS = COUPON_STATUSES.map((s) => ({ key: s, label: COUPON_STATUS_TEXT[s] }))

/** 我的优惠券: unused / used / expired; an unused one leads to where it is spent (a top-up coupon to the top-up, a VIP one to its plan) */
function GetCouponPage() {
  const { user, app } = useStores()
  const [coupons] = useState(() => new MyCouponsModel())
  const model = coupons.list
  const status = coupons.status
  useListPage(model, { autoLoad: user.isLoggedIn })
  const choose = (next: typeof status) => coupons.setStatus(next)

  return (
    <PageShell title='我的优惠券'>
      <LoginRequired reason='登录后查看我的优惠券'>
        <SegmentTabs tabs={TABS} value={status} onChange={choose} />
        <ListView
          model={model}
          keyOf={(c) => c.id}
          emptyText={`暂无${COUPON_STATUS_TEXT[status]}的优惠券`}
          header={
            <IfServed ext='api/Apis/coupon_center'>
              <View className='my-coupons__center' data-testid='coupon-center-link' onClick={() => void Taro.navigateTo({ url: routeUrl('couponCenter') })}>
                <Text className='my-coupons__center-text'>去领券中心领取更多 ›</Text>
              </View>
            </IfServed>
          }
          renderItem={(c) => (
            <CouponCard
              testId={`coupon-${c.id}`}
              {...userCouponFace(c)}
              dimmed={c.status !== 'unused'}
              action={
                c.status === 'unused' && app.payModule ? (
                  <View className='my-coupons__use' data-testid={`use-${c.id}`} onClick={() => void Taro.navigateTo({ url: couponUseUrl(c) })}>
                    <Text className='my-coupons__use-text'>去使用</Text>
                  </View>
                ) : (
                  <Text className='my-coupons__state'>{c.status_text}</Text>
                )
              }
            />
          )}
        />
      </LoginRequired>
    </PageShell>
  )
}

export default observer(GetCouponPage)
