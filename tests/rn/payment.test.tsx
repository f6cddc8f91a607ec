/**
 * React Native pays at the sandbox cashier in a web view over the app: the sheet opens the
 * cashier with the app's return address, closes when the cashier sends the web view back
 * (paySuccess), and the caller then queries the order.
 */
import type { ReactElement } from 'react'
import renderer, { act } from 'react-test-renderer'
import { PAY_SUCCESS_ROUTE } from '../../types/money-rules'

interface WebViewProps {
  source: { uri: string }
  onShouldStartLoadWithRequest: (req: { url: string }) => boolean
}

/** the sheets put on the root-sibling layer, and whether each was taken away */
const sheets: { element: ReactElement; destroyed: boolean }[] = []
jest.mock('react-native-root-siblings', () => ({
  __esModule: true,
  default: class {
    private readonly entry: { element: ReactElement; destroyed: boolean }
    constructor(element: ReactElement) {
      this.entry = { element, destroyed: false }
      sheets.push(this.entry)
    }
    destroy() {
      this.entry.destroyed = true
    }
  },
}))
jest.mock('react-native-webview', () => ({ WebView: () => null }))

const order = { order_no: 'CZ20261122120008ABCDEF' }
jest.mock('@/services/money', () => ({
  requestWechatPay: jest.fn(async () => ({ order, pay_params: {}, cashier_path: `cashier?order_no=${order.order_no}` })),
  requestAlipay: jest.fn(async () => ({ order, pay_path: `api/Wechat/doalipay?order_no=${order.order_no}`, cashier_path: `cashier?order_no=${order.order_no}` })),
}))

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { payOrder, PAY_METHODS_HERE, ALIPAY_CHECKOUT } = require('@/platform/payment') as typeof import('@/platform/payment')

const webViewOf = (element: ReactElement): WebViewProps => {
  const tree = renderer.create(element)
  // the only WebView of the sheet
  const { WebView } = jest.requireMock('react-native-webview') as { WebView: () => null }
  return tree.root.findByType(WebView).props as WebViewProps
}

beforeEach(() => void (sheets.length = 0))

test('both methods are offered; Alipay checks out on the in-app page', () => {
  expect(PAY_METHODS_HERE).toEqual(['wechat', 'alipay'])
  expect(ALIPAY_CHECKOUT).toBe('alipayApp')
})

test('WeChat: the cashier opens with the return address, and the sheet closes when the cashier returns', async () => {
  let outcome: unknown = null
  const paying = payOrder('wechat', { product_id: 'coins_60' }).then((o) => (outcome = o))
  await act(async () => undefined)
  expect(sheets).toHaveLength(1)
  const web = webViewOf(sheets[0].element)
  expect(web.source.uri).toContain(`cashier?order_no=${order.order_no}&return=`)
  expect(decodeURIComponent(web.source.uri)).toContain(`#/${PAY_SUCCESS_ROUTE}?order_no=${order.order_no}`)
  // the cashier's own pages load in the sheet
  expect(web.onShouldStartLoadWithRequest({ url: 'http://127.0.0.1:3721/cashier/result?order_no=x' })).toBe(true)
  expect(outcome).toBeNull()
  // its way back to the app is stopped and closes the sheet
  expect(web.onShouldStartLoadWithRequest({ url: `http://127.0.0.1:3721/#/${PAY_SUCCESS_ROUTE}?order_no=${order.order_no}` })).toBe(false)
  await paying
  expect(outcome).toEqual({ kind: 'returned', orderNo: order.order_no })
  expect(sheets[0].destroyed).toBe(true)
})

test('Alipay goes through the page flow (doalipay), which leads to the same cashier', async () => {
  const paying = payOrder('alipay', { order_no: order.order_no })
  await act(async () => undefined)
  const web = webViewOf(sheets[0].element)
  expect(web.source.uri).toContain(`api/Wechat/doalipay?order_no=${order.order_no}&return=`)
  web.onShouldStartLoadWithRequest({ url: `http://127.0.0.1:3721/#/${PAY_SUCCESS_ROUTE}?order_no=${order.order_no}` })
  await expect(paying).resolves.toEqual({ kind: 'returned', orderNo: order.order_no })
})
