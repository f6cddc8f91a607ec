import type { ForumPlace } from '@contract/api/community'
import { searchPlaces } from '@/features/community/services/community'
import { ListModel } from '@/stores/models/ListModel'

/** 选择位置 (H5 and RN): the seeded stadiums and cities, all of them until a keyword narrows them */
export class PlaceSearchModel {
  readonly places = new ListModel<ForumPlace>((page, limit) => searchPlaces('', page, limit), 30)

  search(keyword: string): Promise<void> {
    const k = keyword.trim()
    return this.places.setFetcher((page, limit) => searchPlaces(k, page, limit))
  }
}
