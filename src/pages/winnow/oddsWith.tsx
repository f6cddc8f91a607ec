import PageShell from '@/components/PageShell'

export default function OddsWithPage() {
  return <PageShell title='同赔查询' />
}
