import PageShell from '@/components/PageShell'

export default function PublishPetitionPage() {
  return <PageShell title='发布单场推荐' />
}
