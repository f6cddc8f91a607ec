import PageShell from '@/components/PageShell'

export default function ForgotPage() {
  return <PageShell title='找回密码' />
}
