import PageShell from '@/components/PageShell'

export default function SingleFieldPage() {
  return <PageShell title='单场精选' />
}
