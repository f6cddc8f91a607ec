import PageShell from '@/components/PageShell'

export default function CompanyIndexPage() {
  return <PageShell title='公司指数' />
}
