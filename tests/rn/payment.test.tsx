import { View } from 'react-native'
import { RootSiblingParent } from 'react-native-root-siblings'
import { act, create, type ReactTestInstance, type ReactTestRenderer } from 'react-test-renderer'
import type { Res } from '@contract/api'
import { PAY_SUCCESS_ROUTE } from '@contract/money-rules'
import { payOrder, type PayOutcome } from '@/platform/payment'
import { payGateway } from '@/features/money/services/money'
import { API_BASE } from '@/services/config'
import { rootStore } from '@/stores/RootStore'
import { fakeServer, settle, texts, type FakeServer } from './harness'
import { KICKOFF, loggedInUser } from './fixtures'

/**
 * The React Native payment edge (src/platform/payment.rn.tsx): no payment SDK is linked, so both
 * methods open the stand-in's sandbox cashier in a web view over the app; when the cashier sends
 * the web view back to paySuccess the sheet closes and the caller queries the order.
 */

const order: Res<'api/Wechat/pay'>['order'] = {
  order_no: 'PAY20261122RN01', product_kind: 'coins', product_id: 'coins_60', title: '60金币', original_fen: 600, discount_fen: 0,
  amount_fen: 600, coupon_id: null, status: 'created', status_text: '待支付', pay_method: null, created_at: KICKOFF,
  expires_at: KICKOFF + 15 * 60_000, paid_at: null, coins: 60, vip_days: 0, vip_expire_at: null, balance_coins: 120,
}

const wechatPay: Res<'api/Wechat/pay'> = {
  order,
  pay_params: { appId: 'wx-sandbox', timeStamp: '1795000000', nonceStr: 'n0nce', package: 'prepay_id=wx1', signType: 'MD5', paySign: 'SIGN' },
  cashier_path: `cashier?order_no=${order.order_no}`,
}

const alipay: Res<'api/Wechat/zfb'> = {
  order: { ...order, order_no: 'PAY20261122RN02' },
  pay_path: 'api/Wechat/doalipay?order_no=PAY20261122RN02',
  cashier_path: 'cashier?order_no=PAY20261122RN02',
}

let server: FakeServer
let app: ReactTestRenderer

beforeEach(async () => {
  act(() => rootStore.user.signIn(loggedInUser))
  server = fakeServer({ 'api/Wechat/pay': wechatPay, 'api/Wechat/zfb': alipay })
  await act(async () => {
    app = create(
      <RootSiblingParent>
        <View />
      </RootSiblingParent>,
    )
  })
})

afterEach(() => {
  act(() => app.unmount())
  act(() => rootStore.user.clearStorage())
})

const webViews = () => app.root.findAll((n) => (n.type as unknown) === 'WebView')

/** starts paying, waits until the cashier sheet is shown and returns the pending outcome */
async function startPaying(method: 'wechat' | 'alipay'): Promise<{ outcome: Promise<PayOutcome>; webView: ReactTestInstance }> {
  let outcome!: Promise<PayOutcome>
  await settle(() => {
    outcome = payOrder(method, { product_id: 'coins_60' }, payGateway)
  })
  await settle()
  const [webView] = webViews()
  expect(webView).toBeDefined()
  return { outcome, webView }
}

test('WeChat Pay opens the sandbox cashier of the order in a web view titled 收银台', async () => {
  const { webView } = await startPaying('wechat')
  expect(server.calls.map((c) => [c.path, c.fields.product_id])).toEqual([['api/Wechat/pay', 'coins_60']])
  const uri = String(webView.props.source.uri)
  expect(uri.startsWith(`${API_BASE}cashier?order_no=${order.order_no}&return=`)).toBe(true)
  const back = decodeURIComponent(uri.split('&return=')[1])
  expect(back).toBe(`${API_BASE}#/${PAY_SUCCESS_ROUTE}?order_no=${order.order_no}`)
  expect(texts(app.root)).toContain('收银台')
})

test('the cashier sending the web view back to paySuccess closes the sheet and reports the order', async () => {
  const { outcome, webView } = await startPaying('wechat')
  // the cashier's own pages load in the web view; its return address is caught before loading
  expect(webView.props.onShouldStartLoadWithRequest({ url: `${API_BASE}cashier/confirm?order_no=${order.order_no}` })).toBe(true)
  let allowed: boolean | undefined
  await settle(() => {
    allowed = webView.props.onShouldStartLoadWithRequest({ url: `${API_BASE}#/${PAY_SUCCESS_ROUTE}?order_no=${order.order_no}` })
  })
  expect(allowed).toBe(false)
  await expect(outcome).resolves.toEqual({ kind: 'returned', orderNo: order.order_no })
  expect(webViews()).toHaveLength(0)
})

test('closing the cashier by hand also hands the order back to be queried', async () => {
  const { outcome } = await startPaying('alipay')
  expect(String(webViews()[0].props.source.uri).startsWith(`${API_BASE}${alipay.pay_path}&return=`)).toBe(true)
  const close = app.root.find((n) => typeof n.props.onPress === 'function' && texts(n).includes('关闭'))
  await settle(() => close.props.onPress())
  await expect(outcome).resolves.toEqual({ kind: 'returned', orderNo: alipay.order.order_no })
  expect(webViews()).toHaveLength(0)
})
