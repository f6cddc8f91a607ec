import PageShell from '@/components/PageShell'

export default function SfOpenPage() {
  return <PageShell title='胜负彩开奖' />
}
