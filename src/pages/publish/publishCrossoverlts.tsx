import { PublishScreen } from '@/features/experts'

/** an arena parlay entry (free, any logged-in user) */
export default function PublishCrossoverltsPage() {
  return <PublishScreen title='擂台串关发布' kind='parlay' arena />
}
