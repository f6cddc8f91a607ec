import PageShell from '@/components/PageShell'

export default function BuyvipPage() {
  return <PageShell title='开通VIP' />
}
