import PageShell from '@/components/PageShell'

export default function PrivacyPolicyPage() {
  return <PageShell title='隐私政策' />
}
