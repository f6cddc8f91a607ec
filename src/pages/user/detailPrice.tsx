import PageShell from '@/components/PageShell'

export default function DetailPricePage() {
  return <PageShell title='收支明细' />
}
