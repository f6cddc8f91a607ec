import PageShell from '@/components/PageShell'

export default function WithdrawPage() {
  return <PageShell title='我的钱包' />
}
