import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { fenToYuanText, PAY_MODULE_OFF_MESSAGE, type VipPlanId } from '@contract/money-rules'
import { CouponPicker, PayMethodPicker, PriceOptions, VipStatusCard, asVipPlan, BuyVipModel } from '@/features/money'
import FormSubmit from '@/components/form/FormSubmit'
import LoginRequired from '@/components/LoginRequired'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import SectionTitle from '@/components/layout/SectionTitle'
import StateView from '@/components/states/StateView'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { useStores } from '@/stores/StoreContext'
import './Buyvip.scss'

/** 开通VIP (`?plan=` preselects a plan, e.g. from a coupon's 去使用): plan, coupon, payment method, the amount to pay, then the payment */
function BuyvipPage() {
  const { user, app } = useStores()
  const { params } = useRouter()
  const [model] = useState(() => new BuyVipModel(asVipPlan(params.plan)))
  const active = user.isLoggedIn && app.payModule
  useEffect(() => {
    if (active) void model.load(true)
  }, [model, active])
  useRefreshPage(() => (active ? model.load(true) : Promise.resolve()))
  return (
    <PageShell title='开通VIP'>
      <LoginRequired reason='登录后开通 VIP'>
        {app.payModule ? <Checkout model={model} /> : <StateView kind='empty' text={PAY_MODULE_OFF_MESSAGE} />}
      </LoginRequired>
    </PageShell>
  )
}

const Checkout = observer(function Checkout({ model }: { model: BuyVipModel }) {
  return (
    <ResourceView model={model.catalogue}>
      {(catalogue) => (
        <View className='buy-vip'>
          <VipStatusCard isVip={catalogue.is_vip} vipExpireAt={catalogue.vip_expire_at} showOffer />
          <SectionTitle title='选择套餐' />
          <PriceOptions
            options={catalogue.vip_plans.map((p) => ({ key: p.id, title: p.name, price: `¥${fenToYuanText(p.price_fen)}`, note: `${p.days}天` }))}
            value={model.planId}
            onChange={(id) => model.choosePlan(id as VipPlanId)}
          />
          <SectionTitle title='优惠券' />
          <CouponPicker choice={model.couponChoice} emptyText='该套餐暂无可用优惠券' />
          <SectionTitle title='支付方式' />
          <ResourceView model={model.pay.server} isEmpty={() => model.pay.available.length === 0} emptyText='暂无可用的支付方式'>
            {() => <PayMethodPicker methods={model.pay.available} value={model.pay.method} onChange={(m) => model.pay.choose(m)} />}
          </ResourceView>
          <View className='buy-vip__sum' data-testid='vip-sum'>
            <SumLine label='原价' value={`¥${fenToYuanText(model.plan?.price_fen ?? 0)}`} />
            <SumLine label='优惠' value={`-¥${fenToYuanText(model.discountFen)}`} />
            <SumLine label='实付' value={`¥${fenToYuanText(model.amountFen)}`} strong />
          </View>
          {model.pay.method && (
            <FormSubmit
              text={`立即支付 ¥${fenToYuanText(model.amountFen)}`}
              busyText='正在发起支付…'
              submitting={model.submitting}
              failure={model.failure}
              onSubmit={() => void model.submit()}
            />
          )}
        </View>
      )}
    </ResourceView>
  )
})

function SumLine({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <View className='buy-vip__sum-line'>
      <Text className='buy-vip__sum-label'>{label}</Text>
      <Text className={strong ? 'buy-vip__sum-total' : 'buy-vip__sum-value'}>{value}</Text>
    </View>
  )
}

export default observer(BuyvipPage)
