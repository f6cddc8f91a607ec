import PageShell from '@/components/PageShell'

export default function AlipayPage() {
  return <PageShell title='支付宝支付' />
}
