import { PublishScreen } from '@/features/experts'

/** an arena single entry (free, any logged-in user) */
export default function PublishPetitionltsPage() {
  return <PublishScreen title='擂台单场发布' kind='single' arena />
}
