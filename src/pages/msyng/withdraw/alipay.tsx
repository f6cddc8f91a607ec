import AlipayCheckout from './checkout/AlipayCheckout'

/** Alipay in a browser (H5): the page flow (GET doalipay) leads to the cashier, which returns to paySuccess */
export default function AlipayPage() {
  return <AlipayCheckout flavour='page' />
}
