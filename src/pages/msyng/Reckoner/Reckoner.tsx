import PageShell from '@/components/PageShell'

export default function ReckonerPage() {
  return <PageShell title='奖金计算器' />
}
