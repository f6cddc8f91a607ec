import PageShell from '@/components/PageShell'

export default function JzOpenPage() {
  return <PageShell title='竞彩足球开奖' />
}
