import PageShell from '@/components/PageShell'

export default function SearchCptPage() {
  return <PageShell title='搜索' />
}
