import PageShell from '@/components/PageShell'

export default function SimulationPage() {
  return <PageShell title='模拟投注' />
}
