import PageShell from '@/components/PageShell'

export default function Seku2Page() {
  return <PageShell title='联赛资料' />
}
