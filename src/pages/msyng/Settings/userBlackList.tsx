import PageShell from '@/components/PageShell'

export default function UserBlackListPage() {
  return <PageShell title='黑名单' />
}
