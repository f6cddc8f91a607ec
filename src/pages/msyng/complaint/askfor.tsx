import PageShell from '@/components/PageShell'

export default function AskforPage() {
  return <PageShell title='投诉' />
}
