import PageShell from '@/components/PageShell'

export default function SignInPage() {
  return <PageShell title='每日签到' />
}
