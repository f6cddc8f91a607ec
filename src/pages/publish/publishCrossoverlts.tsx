import PageShell from '@/components/PageShell'

export default function PublishCrossoverltsPage() {
  return <PageShell title='擂台串关发布' />
}
