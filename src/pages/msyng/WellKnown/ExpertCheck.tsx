import PageShell from '@/components/PageShell'

export default function ExpertCheckPage() {
  return <PageShell title='专家入驻' />
}
