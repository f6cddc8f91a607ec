import type { Db } from '../../../db'
import type { ShareCardContent } from '../../../services/shareCards/cardContent'
import type { ShareCardKind } from '../../../../types/share-cards'
import { postShareCard } from '../../community'
import { expertShareCard } from '../../experts'
import { drawShareCard } from '../../lottery'
import { footballShareCard } from '../../match'

/**
 * The content of a share card from the feature that owns its data (each feature fills its own
 * kinds); null when the id names nothing or something deleted. `id` has been checked against the
 * kind's shape (isShareCardId).
 */
export async function shareCardContent(db: Db, kind: ShareCardKind, id: string, now: number): Promise<ShareCardContent | null> {
  switch (kind) {
    case 'match':
    case 'team':
    case 'player':
    case 'lineup':
    case 'table':
      return footballShareCard(db, kind, Number(id), now)
    case 'prediction':
    case 'expert':
      return expertShareCard(db, kind, Number(id), now)
    case 'post':
      return postShareCard(db, Number(id))
    case 'draw':
      return drawShareCard(db, id, now)
  }
}
