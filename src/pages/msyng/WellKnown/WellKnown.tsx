import PageShell from '@/components/PageShell'

export default function WellKnownPage() {
  return <PageShell title='名家' />
}
