import type { PosterTarget } from '@contract/share-cards'

/**
 * Saving a picture (a poster) to the phone's album, one interface on every target:
 * - `saved`: it is in the album;
 * - `denied`: the album permission was refused: the caller offers a way to settings (openAlbumSettings);
 * - `failed`: the download or the save failed (network, storage);
 * - `unsupported`: this target cannot save (H5: the user long-presses the picture instead).
 */
export type SaveImageResult = 'saved' | 'denied' | 'failed' | 'unsupported'

/** whether this target has a 保存到相册 button (H5 shows 长按保存 instead) */
/** the poster's code on H5: a QR code of the page's URL */
export const POSTER_TARGET: PosterTarget = 'h5'

export const CAN_SAVE_TO_ALBUM: boolean = false

/** H5: a browser page cannot write to the album; the preview says 长按图片保存 */
export async function saveImageToAlbum(_url: string): Promise<SaveImageResult> {
  return 'unsupported'
}

/** H5: there are no app settings to open */
export async function openAlbumSettings(): Promise<void> {}
