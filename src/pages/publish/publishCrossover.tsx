import PageShell from '@/components/PageShell'

export default function PublishCrossoverPage() {
  return <PageShell title='发布串关推荐' />
}
