import PageShell from '@/components/PageShell'

export default function ExpertPage() {
  return <PageShell title='专家' isTab />
}
