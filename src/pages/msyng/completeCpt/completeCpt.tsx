import PageShell from '@/components/PageShell'

export default function CompleteCptPage() {
  return <PageShell title='近期赛程' />
}
