import PageShell from '@/components/PageShell'

export default function VipSelectPage() {
  return <PageShell title='二合一精选' />
}
