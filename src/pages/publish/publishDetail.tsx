import PageShell from '@/components/PageShell'

export default function PublishDetailPage() {
  return <PageShell title='发布详情' />
}
