import Taro, { useDidHide, useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { beijingFormat } from '@/utils/beijingTime'
import { useMemo, useState } from 'react'
import Spinner from '@/components/states/Spinner'
import type { OrderInfo } from '@contract/api/money'
import { fenToYuanText, ORDER_NO_RE, PAY_METHOD_TEXT } from '@contract/money-rules'
import FormSubmit from '@/components/form/FormSubmit'
import LoginRequired from '@/components/LoginRequired'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import StateView from '@/components/states/StateView'
import { routeUrl } from '@/navigation/routes'
import { PAY_METHODS_HERE } from '@/platform/payment'
import { PayResultModel } from '@/features/money'
import { useStores } from '@/stores/StoreContext'
import { pendingActions } from '@/stores/pendingActionStore'
import './paySuccess.scss'

/** 支付结果 (`?order_no=`): the order as the server has it, asked again while the payment is being confirmed */
function PaySuccessPage() {
  const { params } = useRouter()
  const orderNo = decodeURIComponent(params.order_no ?? '')
  return (
    <PageShell title='支付结果'>
      {ORDER_NO_RE.test(orderNo) ? (
        <LoginRequired reason='登录后查看订单'>
          <OrderResult orderNo={orderNo} />
        </LoginRequired>
      ) : (
        <StateView kind='error' text='缺少订单号，无法查询支付结果' />
      )}
    </PageShell>
  )
}

const OrderResult = observer(function OrderResult({ orderNo }: { orderNo: string }) {
  const { member } = useStores()
  const model = useMemo(() => new PayResultModel(orderNo), [orderNo])
  useDidShow(() => {
    void model.start().then(() => {
      // coins and VIP show in the personal center at once
      if (model.order.data?.status === 'paid') void member.refresh({ silent: true }).catch(() => undefined)
    })
  })
  useDidHide(() => model.stop())

  // coins bought for a purchase that had too few (去充值): back to that item, its confirm open again
  const [resume] = useState(() => {
    const action = pendingActions.peek('buy')
    return action ? { label: action.label, url: pendingActions.resumeUrl } : null
  })
  const payAgain = () => model.payAgain(PAY_METHODS_HERE[0])
  const { continuing, failure } = model

  return (
    <ResourceView model={model.order}>
      {(order) => {
        const resumeUrl = order.product_kind === 'coins' ? (resume?.url ?? null) : null
        const offerResume = resumeUrl !== null
        return (
          <View className='pay-result' data-testid={`pay-result-${order.status}`}>
            <Headline order={order} gaveUp={model.gaveUp} />
            <OrderLines order={order} />
            {order.status === 'paid' && (
              <>
                {resumeUrl !== null && (
                  <View data-testid='pay-result-resume'>
                    <Text className='pay-result__resume'>正在购买：{resume?.label}</Text>
                    <FormSubmit text='返回继续购买' onSubmit={() => void Taro.redirectTo({ url: resumeUrl })} />
                  </View>
                )}
                <FormSubmit text='查看收支明细' kind={offerResume ? 'ghost' : 'primary'} onSubmit={() => void Taro.redirectTo({ url: routeUrl('ledger') })} />
                <FormSubmit text='返回我的钱包' kind='ghost' onSubmit={() => void Taro.redirectTo({ url: routeUrl('wallet') })} />
              </>
            )}
            {order.status === 'created' && (
              <>
                <FormSubmit text='继续支付' busyText='正在发起支付…' submitting={continuing} failure={failure} onSubmit={() => void payAgain()} />
                <FormSubmit text='刷新支付结果' kind='ghost' onSubmit={() => void model.start()} />
              </>
            )}
          </View>
        )
      }}
    </ResourceView>
  )
})

function Headline({ order, gaveUp }: { order: OrderInfo; gaveUp: boolean }) {
  if (order.status === 'paid') {
    return (
      <View className='pay-result__head'>
        <Text className='pay-result__mark pay-result__mark--ok'>✓</Text>
        <Text className='pay-result__title'>支付成功</Text>
        <Text className='pay-result__sub'>
          {order.product_kind === 'coins'
            ? `${order.coins} 金币已到账，当前余额 ${order.balance_coins} 金币`
            : `VIP 有效期至 ${order.vip_expire_at ? beijingFormat(order.vip_expire_at, 'YYYY-MM-DD HH:mm') : '—'}`}
        </Text>
      </View>
    )
  }
  if (order.status === 'created') {
    return (
      <View className='pay-result__head'>
        {gaveUp ? <Text className='pay-result__mark'>!</Text> : <Spinner />}
        <Text className='pay-result__title'>{gaveUp ? '暂未收到支付结果' : '正在确认支付结果…'}</Text>
        <Text className='pay-result__sub'>
          订单未支付，{beijingFormat(order.expires_at, 'HH:mm')} 前完成支付有效，超时自动关闭
        </Text>
      </View>
    )
  }
  return (
    <View className='pay-result__head'>
      <Text className='pay-result__mark'>!</Text>
      <Text className='pay-result__title'>{order.status === 'closed' ? '订单已关闭' : '订单已退款'}</Text>
      <Text className='pay-result__sub'>{order.status === 'closed' ? '超时未支付，订单已关闭，使用的优惠券已退回' : '该订单已退款'}</Text>
    </View>
  )
}

function OrderLines({ order }: { order: OrderInfo }) {
  const lines: [string, string][] = [
    ['商品', order.title],
    ['订单号', order.order_no],
    ['订单金额', `¥${fenToYuanText(order.original_fen)}`],
  ]
  if (order.discount_fen > 0) lines.push(['优惠券', `-¥${fenToYuanText(order.discount_fen)}`])
  lines.push(['实付金额', `¥${fenToYuanText(order.amount_fen)}`])
  if (order.pay_method) lines.push(['支付方式', PAY_METHOD_TEXT[order.pay_method]])
  lines.push(['订单状态', order.status_text])
  return (
    <View className='pay-result__lines'>
      {lines.map(([label, value]) => (
        <View key={label} className='pay-result__line'>
          <Text className='pay-result__label'>{label}</Text>
          <Text className='pay-result__value'>{value}</Text>
        </View>
      ))}
    </View>
  )
}

export default observer(PaySuccessPage)
