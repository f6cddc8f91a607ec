import PageShell from '@/components/PageShell'

export default function SekuPage() {
  return <PageShell title='资料库' />
}
