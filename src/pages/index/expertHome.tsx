import PageShell from '@/components/PageShell'

export default function ExpertHomePage() {
  return <PageShell title='专家主页' />
}
