import PageShell from '@/components/PageShell'

export default function FourSixOpenPage() {
  return <PageShell title='进球彩/半全场开奖' />
}
