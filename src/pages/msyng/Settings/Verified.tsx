import PageShell from '@/components/PageShell'

export default function VerifiedPage() {
  return <PageShell title='实名认证' />
}
