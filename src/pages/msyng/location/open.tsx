import PageShell from '@/components/PageShell'

export default function OpenPage() {
  return <PageShell title='查看位置' />
}
