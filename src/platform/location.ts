import Taro from '@tarojs/taro'
import type { ForumPlace } from '@contract/api/community'
import { routeUrl } from '@/navigation/routes'
import { awaitPlacePick } from '@/navigation/placePick'

/**
 * Places on H5 and React Native: no map service is reachable, so choosing opens the place search
 * page (seeded stadiums and cities, msyng/location/choose) and showing opens msyng/location/open.
 * The mini program uses WeChat's own map (location.weapp.ts).
 */
export async function choosePlace(): Promise<ForumPlace | null> {
  const picked = awaitPlacePick()
  await Taro.navigateTo({ url: routeUrl('placePicker') })
  return picked
}

export function openPlace(place: ForumPlace): void {
  void Taro.navigateTo({
    url: routeUrl('placeView', { name: place.name, address: place.address, latitude: place.latitude, longitude: place.longitude }),
  })
}
