import PageShell from '@/components/PageShell'

export default function NoticeDetailPage() {
  return <PageShell title='通知详情' />
}
