import PageShell from '@/components/PageShell'

export default function BdOpenPage() {
  return <PageShell title='北京单场开奖' />
}
