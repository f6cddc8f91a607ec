import Taro from '@tarojs/taro'

/** wx.chooseImage picks at most 9 at a time */
const PICK_BATCH_MAX = 9

/**
 * The system picture picker, a device edge (the upload service only sends files, src/services/upload.ts):
 * lets the user pick up to `max` pictures (camera or album); resolves local temp paths, [] when cancelled.
 */
export async function pickImages(max: number): Promise<string[]> {
  if (max <= 0) return []
  try {
    const res = await Taro.chooseImage({ count: Math.min(max, PICK_BATCH_MAX), sizeType: ['compressed'], sourceType: ['album', 'camera'] })
    return res.tempFilePaths.slice(0, max)
  } catch {
    // the user closed the picker: nothing chosen, nothing to report
    return []
  }
}
