import PageShell from '@/components/PageShell'

export default function SystemNoticePage() {
  return <PageShell title='系统通知' />
}
