import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import Icon from '@/components/Icon'
import ResourceView from '@/components/states/ResourceView'
import CouponCard, { userCouponFace } from '@/features/money/components/CouponCard'
import type { CouponChoice } from '@/features/money/stores/couponChoiceModel'
import './index.scss'

/** the coupons that apply to a checkout's product, one chosen (or none) */
function CouponPicker({ choice, emptyText }: { choice: CouponChoice; emptyText: string }) {
  const chosen = choice.coupon
  return (
    <ResourceView model={choice.coupons}>
      {(coupons) =>
        coupons.length === 0 ? (
          <Text className='coupon-picker__empty' data-testid='no-coupon'>
            {emptyText}
          </Text>
        ) : (
          <View>
            {coupons.map((c) => (
              <CouponCard
                key={c.id}
                testId={`pick-coupon-${c.id}`}
                {...userCouponFace(c)}
                selected={chosen?.id === c.id}
                action={chosen?.id === c.id ? <Icon value='check-circle' size={20} color='#d8312a' /> : null}
                onClick={() => choice.choose(c.id)}
              />
            ))}
            <View className='coupon-picker__none' data-testid='pick-coupon-none' onClick={() => choice.choose(null)}>
              <Text className='coupon-picker__none-text'>不使用优惠券</Text>
              {chosen === null && <Icon value='check-circle' size={20} color='#d8312a' />}
            </View>
          </View>
        )
      }
    </ResourceView>
  )
}

export default observer(CouponPicker)
