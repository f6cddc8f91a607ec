import PageShell from '@/components/PageShell'

export default function EssayPage() {
  return <PageShell title='用户协议' />
}
