import PageShell from '@/components/PageShell'

export default function FeedbackPage() {
  return <PageShell title='意见反馈' />
}
