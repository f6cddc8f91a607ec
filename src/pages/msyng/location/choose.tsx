import PageShell from '@/components/PageShell'

export default function ChoosePage() {
  return <PageShell title='选择位置' />
}
