import PageShell from '@/components/PageShell'

export default function CompetitionPage() {
  return <PageShell title='赛事' />
}
