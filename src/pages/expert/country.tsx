import PageShell from '@/components/PageShell'

export default function CountryPage() {
  return <PageShell title='选择地区' />
}
