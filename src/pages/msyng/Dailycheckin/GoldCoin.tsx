import PageShell from '@/components/PageShell'

export default function GoldCoinPage() {
  return <PageShell title='金币提现' />
}
