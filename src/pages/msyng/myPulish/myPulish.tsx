import PageShell from '@/components/PageShell'

export default function MyPulishPage() {
  return <PageShell title='我的发布' />
}
