import PageShell from '@/components/PageShell'

export default function UserPage() {
  return <PageShell title='我的' />
}
