import PageShell from '@/components/PageShell'

export default function CommonalityPage() {
  return <PageShell title='玩法规则' />
}
