import PageShell from '@/components/PageShell'

export default function ArenaPage() {
  return <PageShell title='擂台' />
}
