import PageShell from '@/components/PageShell'

export default function RegisterPage() {
  return <PageShell title='注册' />
}
