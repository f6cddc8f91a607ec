import PageShell from '@/components/PageShell'

export default function AppendPage() {
  return <PageShell title='发布帖子' />
}
