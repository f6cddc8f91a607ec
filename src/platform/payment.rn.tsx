import { StyleSheet, Text, TouchableOpacity, View } from 'react-native'
import RootSiblings from 'react-native-root-siblings'
import { WebView } from 'react-native-webview'
import { initialWindowMetrics } from 'react-native-safe-area-context'
import type { PayMethod } from '@contract/money-rules'
import { PAY_SUCCESS_ROUTE } from '@contract/money-rules'
import type { PayGateway, PayOutcome, PayTarget } from './payment'

/**
 * React Native: no payment SDK is linked, so both methods pay at the stand-in's sandbox cashier,
 * shown in a web view over the app (the root-sibling layer, like the tab bar). When the cashier
 * sends the web view back (its `return` address, paySuccess) the sheet closes and the caller
 * queries the order; closing the sheet by hand counts the same way (the order may be paid).
 */
export type { PayGateway, PayOutcome, PayTarget } from './payment'

export const PAY_METHODS_HERE: readonly PayMethod[] = ['wechat', 'alipay']
export const ALIPAY_CHECKOUT: 'alipay' | 'alipayApp' | null = 'alipayApp'
export const TOPUP_COUPONS_HERE = true
export const payNoticeHere = (): string | null => null

/** the cashier's return address: recognised and stopped before the web view loads it */
const returnUrl = (apiBase: string, orderNo: string) => `${apiBase}#/${PAY_SUCCESS_ROUTE}?order_no=${encodeURIComponent(orderNo)}`

function cashierUrl(apiBase: string, serverPath: string, orderNo: string): string {
  const joiner = serverPath.includes('?') ? '&' : '?'
  return `${apiBase}${serverPath}${joiner}return=${encodeURIComponent(returnUrl(apiBase, orderNo))}`
}

function openCashier(url: string): Promise<void> {
  return new Promise((resolve) => {
    let sheet: RootSiblings | null = null
    const close = () => {
      sheet?.destroy()
      sheet = null
      resolve()
    }
    const top = initialWindowMetrics?.insets.top ?? 0
    sheet = new RootSiblings(
      <View style={[styles.sheet, { paddingTop: top }]}>
        <View style={styles.bar}>
          <Text style={styles.title}>收银台</Text>
          <TouchableOpacity onPress={close} accessibilityRole='button'>
            <Text style={styles.close}>关闭</Text>
          </TouchableOpacity>
        </View>
        <WebView
          source={{ uri: url }}
          style={styles.web}
          onShouldStartLoadWithRequest={(req) => {
            if (req.url.includes(PAY_SUCCESS_ROUTE)) {
              close()
              return false
            }
            return true
          }}
        />
      </View>,
    )
  })
}

export async function payOrder(method: PayMethod, target: PayTarget, gateway: PayGateway): Promise<PayOutcome> {
  if (method === 'wechat') {
    const res = await gateway.wechat(target)
    await openCashier(cashierUrl(gateway.apiBase, res.cashier_path, res.order.order_no))
    return { kind: 'returned', orderNo: res.order.order_no }
  }
  const res = await gateway.alipay(target)
  await openCashier(cashierUrl(gateway.apiBase, res.pay_path, res.order.order_no))
  return { kind: 'returned', orderNo: res.order.order_no }
}

// inline styles: this sheet is drawn by React Native directly, outside Taro's stylesheet pipeline
const styles = StyleSheet.create({
  sheet: { position: 'absolute', top: 0, left: 0, right: 0, bottom: 0, backgroundColor: '#ffffff' },
  bar: { height: 48, flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', paddingHorizontal: 16, backgroundColor: '#d8312a' },
  title: { fontSize: 17, color: '#ffffff', fontWeight: 'bold' },
  close: { fontSize: 15, color: '#ffffff' },
  web: { flex: 1 },
})
