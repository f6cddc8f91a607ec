import type { PosterTarget } from '@contract/share-cards'
import Taro from '@tarojs/taro'
import { Linking } from 'react-native'
import type { SaveImageResult } from './saveImageToAlbum'

export type { SaveImageResult } from './saveImageToAlbum'

/** the poster's code in the app: a QR code of the page's H5 URL */
export const POSTER_TARGET: PosterTarget = 'rn'

export const CAN_SAVE_TO_ALBUM: boolean = true

/**
 * React Native: Taro's saveImageToPhotosAlbum asks the system for the photo library permission
 * itself and fails with "Permissions denied!" when refused; it saves local files only, so the
 * poster is downloaded first.
 */
export async function saveImageToAlbum(url: string): Promise<SaveImageResult> {
  let filePath: string
  try {
    const file = await Taro.downloadFile({ url })
    if (file.statusCode !== 200) return 'failed'
    filePath = file.tempFilePath
  } catch {
    return 'failed'
  }
  try {
    await Taro.saveImageToPhotosAlbum({ filePath })
    return 'saved'
  } catch (e) {
    return /denied|permission/i.test(String((e as { errMsg?: string } | null)?.errMsg ?? e)) ? 'denied' : 'failed'
  }
}

/** the system's settings page of the app, where the photo permission is (then the user taps 保存 again) */
export async function openAlbumSettings(): Promise<void> {
  try {
    await Linking.openSettings()
  } catch {
    // the system refused to open settings: nothing more to offer
  }
}
