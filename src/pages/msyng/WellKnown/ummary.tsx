import PageShell from '@/components/PageShell'

export default function UmmaryPage() {
  return <PageShell title='战绩汇总' />
}
