import PageShell from '@/components/PageShell'

export default function ReviewPage() {
  return <PageShell title='帖子详情' />
}
