import PageShell from '@/components/PageShell'

export default function SettingsPage() {
  return <PageShell title='设置' />
}
