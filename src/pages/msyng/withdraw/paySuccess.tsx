import PageShell from '@/components/PageShell'

export default function PaySuccessPage() {
  return <PageShell title='支付结果' />
}
