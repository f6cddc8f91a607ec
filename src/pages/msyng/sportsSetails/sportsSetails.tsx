import PageShell from '@/components/PageShell'

export default function SportsSetailsPage() {
  return <PageShell title='赛事详情' />
}
