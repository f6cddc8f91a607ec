import PageShell from '@/components/PageShell'

export default function CustomeRservicePage() {
  return <PageShell title='联系客服' />
}
