import PageShell from '@/components/PageShell'

export default function IndemnityPage() {
  return <PageShell title='等赔样本' />
}
