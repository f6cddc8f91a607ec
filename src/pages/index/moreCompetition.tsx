import PageShell from '@/components/PageShell'

export default function MoreCompetitionPage() {
  return <PageShell title='热门赛事' />
}
