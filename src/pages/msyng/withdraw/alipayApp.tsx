import AlipayCheckout from './checkout/AlipayCheckout'

/** Alipay inside the app (React Native): the cashier opens in a web view over the app and closes when paid */
export default function AlipayAppPage() {
  return <AlipayCheckout flavour='app' />
}
