import PageShell from '@/components/PageShell'

export default function PublishPetitionltsPage() {
  return <PageShell title='擂台单场发布' />
}
