import PageShell from '@/components/PageShell'

export default function ArenaDetailPage() {
  return <PageShell title='擂台详情' />
}
