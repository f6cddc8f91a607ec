import PageShell from '@/components/PageShell'

export default function WinnowPage() {
  return <PageShell title='精选' isTab />
}
