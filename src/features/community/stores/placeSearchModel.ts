import type { ForumPlace } from '@contract/api/community'
import { searchBundledPlaces } from '@/features/community/services/bundledPlaces'
import { searchPlaces } from '@/features/community/services/community'
import { isUnavailable } from '@/services/apiError'
import { ListModel } from '@/stores/models/ListModel'

/** the server's places; a backend without them: the cities bundled with the app */
const placesOrBundled = (keyword: string, page: number, limit: number) =>
  searchPlaces(keyword, page, limit).catch((e: unknown) => (isUnavailable(e) ? searchBundledPlaces(keyword, page, limit) : Promise.reject(e)))

/** 选择位置 (H5 and RN): the seeded stadiums and cities, all of them until a keyword narrows them */
export class PlaceSearchModel {
  readonly places = new ListModel<ForumPlace>((page, limit) => placesOrBundled('', page, limit), 30)

  search(keyword: string): Promise<void> {
    const k = keyword.trim()
    return this.places.setFetcher((page, limit) => placesOrBundled(k, page, limit))
  }
}
