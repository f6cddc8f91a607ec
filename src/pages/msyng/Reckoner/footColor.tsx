import PageShell from '@/components/PageShell'

export default function FootColorPage() {
  return <PageShell title='足彩' />
}
