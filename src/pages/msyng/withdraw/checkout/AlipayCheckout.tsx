import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { beijingFormat } from '@/utils/beijingTime'
import { useMemo } from 'react'
import { fenToYuanText, ORDER_NO_RE, PAY_MODULE_OFF_MESSAGE } from '@contract/money-rules'
import FormSubmit, { useSubmit } from '@/components/form/FormSubmit'
import LoginRequired from '@/components/LoginRequired'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import StateView from '@/components/states/StateView'
import { routeUrl } from '@/navigation/routes'
import { PAY_METHODS_HERE } from '@/platform/payment'
import { orderToPayModel, payOrderWithAlipay } from '@/features/money'
import { useStores } from '@/stores/StoreContext'
import './AlipayCheckout.scss'

/** where the Alipay cashier opens: the browser's page flow (alipay) or a web view inside the app (alipayApp) */
export type AlipayFlavour = 'page' | 'app'

const HINT: Record<AlipayFlavour, string> = {
  page: '将跳转到支付宝收银台完成付款，付款后自动返回查看结果',
  app: '将在应用内打开支付宝收银台，付款后自动返回查看结果',
}

/** 支付宝支付 (`?order_no=`): the order to pay, its time left, then Alipay; paid or closed orders go to their result */
function AlipayCheckout({ flavour }: { flavour: AlipayFlavour }) {
  const { params } = useRouter()
  const { app } = useStores()
  const orderNo = decodeURIComponent(params.order_no ?? '')
  let body
  if (!ORDER_NO_RE.test(orderNo)) body = <StateView kind='error' text='缺少订单号，无法支付' />
  else if (!app.payModule) body = <StateView kind='empty' text={PAY_MODULE_OFF_MESSAGE} />
  else if (!PAY_METHODS_HERE.includes('alipay')) body = <StateView kind='empty' text='小程序内请使用微信支付' />
  else
    body = (
      <LoginRequired reason='登录后支付订单'>
        <OrderToPay orderNo={orderNo} flavour={flavour} />
      </LoginRequired>
    )
  return <PageShell title='支付宝支付'>{body}</PageShell>
}

const OrderToPay = observer(function OrderToPay({ orderNo, flavour }: { orderNo: string; flavour: AlipayFlavour }) {
  const model = useMemo(() => orderToPayModel(orderNo), [orderNo])
  useDidShow(() => void model.load())
  const { submit, submitting, failure, setFailure } = useSubmit(async () => {
    setFailure(await payOrderWithAlipay(orderNo))
  })
  return (
    <ResourceView model={model}>
      {(order) => (
        <View className='alipay-checkout' data-testid='alipay-checkout'>
          <View className='alipay-checkout__card'>
            <Text className='alipay-checkout__product'>{order.title}</Text>
            <Text className='alipay-checkout__amount' data-testid='alipay-amount'>
              ¥{fenToYuanText(order.amount_fen)}
            </Text>
            {order.discount_fen > 0 && <Text className='alipay-checkout__note'>已用优惠券减 ¥{fenToYuanText(order.discount_fen)}</Text>}
            <Text className='alipay-checkout__note'>
              {order.status === 'created' ? `请在 ${beijingFormat(order.expires_at, 'HH:mm')} 前完成支付，超时订单自动关闭` : `订单${order.status_text}`}
            </Text>
          </View>
          {order.status === 'created' ? (
            <>
              <Text className='alipay-checkout__hint'>{HINT[flavour]}</Text>
              <FormSubmit text={`支付宝付款 ¥${fenToYuanText(order.amount_fen)}`} busyText='正在打开支付宝…' submitting={submitting} failure={failure} onSubmit={() => void submit()} />
            </>
          ) : (
            <FormSubmit text='查看支付结果' onSubmit={() => void Taro.redirectTo({ url: routeUrl('payResult', { order_no: order.order_no }) })} />
          )}
        </View>
      )}
    </ResourceView>
  )
})

export default observer(AlipayCheckout)
