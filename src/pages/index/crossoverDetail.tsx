import PageShell from '@/components/PageShell'

export default function CrossoverDetailPage() {
  return <PageShell title='专家分析' />
}
