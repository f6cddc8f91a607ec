import PageShell from '@/components/PageShell'

export default function EssaylinkPage() {
  return <PageShell title='协议详情' />
}
