import PageShell from '@/components/PageShell'

export default function ChooseloginPage() {
  return <PageShell title='登录' />
}
