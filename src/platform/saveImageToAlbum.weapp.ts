import type { PosterTarget } from '@contract/share-cards'
import Taro from '@tarojs/taro'
import type { SaveImageResult } from './saveImageToAlbum'

export type { SaveImageResult } from './saveImageToAlbum'

const SCOPE = 'scope.writePhotosAlbum'

/** the poster's code on the mini program: a mini-program code */
export const POSTER_TARGET: PosterTarget = 'weapp'

export const CAN_SAVE_TO_ALBUM: boolean = true

const isRefusal = (e: unknown): boolean => /auth|deny|denied/i.test(String((e as { errMsg?: string } | null)?.errMsg ?? e))

/**
 * The mini program: the album scope is asked once (authorize); after a refusal WeChat never asks
 * again, so `denied` sends the user to the settings page (openAlbumSettings). The poster is
 * downloaded first (saveImageToPhotosAlbum takes a local file; its domain is a downloadFile domain).
 */
export async function saveImageToAlbum(url: string): Promise<SaveImageResult> {
  try {
    const { authSetting } = await Taro.getSetting()
    if (authSetting[SCOPE] === false) return 'denied'
    if (authSetting[SCOPE] !== true) await Taro.authorize({ scope: SCOPE })
  } catch (e) {
    return isRefusal(e) ? 'denied' : 'failed'
  }
  try {
    const file = await Taro.downloadFile({ url })
    if (file.statusCode !== 200) return 'failed'
    await Taro.saveImageToPhotosAlbum({ filePath: file.tempFilePath })
    return 'saved'
  } catch (e) {
    return isRefusal(e) ? 'denied' : 'failed'
  }
}

/** WeChat's settings page of this mini program, where 保存到相册 can be turned on (then the user taps 保存 again) */
export async function openAlbumSettings(): Promise<void> {
  try {
    await Taro.openSetting()
  } catch {
    // the settings page could not open (an old base library): nothing more to offer
  }
}
