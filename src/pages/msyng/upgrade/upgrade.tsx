import PageShell from '@/components/PageShell'

export default function UpgradePage() {
  return <PageShell title='版本更新' />
}
