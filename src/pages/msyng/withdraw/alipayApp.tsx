import PageShell from '@/components/PageShell'

export default function AlipayAppPage() {
  return <PageShell title='支付宝支付' />
}
