import PageShell from '@/components/PageShell'

export default function RecentGamesPage() {
  return <PageShell title='近期战绩' />
}
