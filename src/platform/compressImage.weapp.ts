import Taro from '@tarojs/taro'
import type { PickedImage } from './pickImages'

/** quality (0..100) and the widest width kept, tried in turn until the picture fits */
const STEPS: ReadonlyArray<{ quality: number; width: number }> = [
  { quality: 80, width: 2560 },
  { quality: 60, width: 1920 },
  { quality: 40, width: 1280 },
]

function fileSize(filePath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    Taro.getFileSystemManager().getFileInfo({ filePath, success: (r) => resolve(r.size), fail: reject })
  })
}

/**
 * Mini program: wx.compressImage (lower quality, narrower) until the picture is at most `maxBytes`.
 * Resolves the new temp file, or null when it cannot be compressed or never fits.
 */
export async function compressImage(image: PickedImage, maxBytes: number): Promise<PickedImage | null> {
  let originalWidth = Infinity
  try {
    originalWidth = (await Taro.getImageInfo({ src: image.path })).width
  } catch {
    // unknown width: the steps' widths apply as they are
  }
  for (const step of STEPS) {
    try {
      const options = { src: image.path, quality: step.quality, compressedWidth: Math.min(step.width, originalWidth) }
      const { tempFilePath } = await Taro.compressImage(options as Taro.compressImage.Option)
      const size = await fileSize(tempFilePath)
      if (size <= maxBytes) return { path: tempFilePath, size, type: 'image/jpeg' }
    } catch {
      return null
    }
  }
  return null
}
