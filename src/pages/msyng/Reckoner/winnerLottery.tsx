import PageShell from '@/components/PageShell'

export default function WinnerLotteryPage() {
  return <PageShell title='开奖结果' />
}
