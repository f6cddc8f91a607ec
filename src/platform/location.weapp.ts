import Taro from '@tarojs/taro'
import type { ForumPlace } from '@contract/api/community'

/** the mini program chooses and shows places on WeChat's own map */
export async function choosePlace(): Promise<ForumPlace | null> {
  try {
    const res = await Taro.chooseLocation({})
    if (!res.name && !res.address) return null
    return { name: res.name || res.address, address: res.address, latitude: res.latitude, longitude: res.longitude }
  } catch {
    // closed without choosing, or location permission refused: no place
    return null
  }
}

export function openPlace(place: ForumPlace): void {
  void Taro.openLocation({ latitude: place.latitude, longitude: place.longitude, name: place.name, address: place.address, scale: 16 })
}
