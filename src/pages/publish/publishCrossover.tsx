import { PublishScreen } from '@/features/experts'

/** an expert publishes a parlay: 2–8 legs on distinct matches, the combined odds shown as they change */
export default function PublishCrossoverPage() {
  return <PublishScreen title='发布串关推荐' kind='parlay' arena={false} />
}
