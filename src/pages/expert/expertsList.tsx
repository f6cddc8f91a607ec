import PageShell from '@/components/PageShell'

export default function ExpertsListPage() {
  return <PageShell title='专家列表' />
}
