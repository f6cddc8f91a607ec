import Taro from '@tarojs/taro'

/** wx.chooseImage picks at most 9 at a time */
const PICK_BATCH_MAX = 9

/** a picture picked on the device, before upload */
export interface PickedImage {
  /** local temp path (a blob: URL on H5) */
  path: string
  /** bytes; 0 when the platform did not say */
  size: number
  /** MIME type where the platform says it (H5: the file's own); '' when unknown (the picker only offers pictures) */
  type: string
}

type TempFile = { path: string; size?: number; originalFileObj?: { type?: string } }

/**
 * The system picture picker, a device edge (the upload service only sends files, src/services/upload.ts):
 * lets the user pick up to `max` pictures (camera or album); resolves what was picked, [] when cancelled.
 * The mini program compresses what it can itself (sizeType compressed); H5 and React Native hand
 * over the original, which src/services/upload.ts (uploadPicked) compresses when it is over 5 MB.
 */
export async function pickImages(max: number): Promise<PickedImage[]> {
  if (max <= 0) return []
  try {
    const res = await Taro.chooseImage({ count: Math.min(max, PICK_BATCH_MAX), sizeType: ['compressed'], sourceType: ['album', 'camera'] })
    const files = (res.tempFiles ?? []) as TempFile[]
    const picked: PickedImage[] = files.length
      ? files.map((f) => ({ path: f.path, size: f.size ?? 0, type: f.originalFileObj?.type ?? '' }))
      : res.tempFilePaths.map((path) => ({ path, size: 0, type: '' }))
    return picked.slice(0, max)
  } catch {
    // the user closed the picker: nothing chosen, nothing to report
    return []
  }
}
