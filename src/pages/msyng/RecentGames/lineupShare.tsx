import PageShell from '@/components/PageShell'

export default function LineupSharePage() {
  return <PageShell title='阵容分享' />
}
