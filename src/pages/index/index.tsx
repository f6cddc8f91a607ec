import PageShell from '@/components/PageShell'

export default function IndexPage() {
  return <PageShell title='体育' isTab />
}
