import PageShell from '@/components/PageShell'

export default function MyFollowPage() {
  return <PageShell title='我的关注' />
}
