import { PublishScreen } from '@/features/experts'

/** an expert publishes a single: an upcoming match, a play and a pick at the current odds, headline, analysis, price */
export default function PublishPetitionPage() {
  return <PublishScreen title='发布单场推荐' kind='single' arena={false} />
}
