import Taro from '@tarojs/taro'
import type { PickedImage } from './pickImages'

/** JPEG qualities (0..100) tried in turn until the picture fits */
const QUALITIES = [80, 60, 40, 25]

/** Taro RN's compressImage answers through its callbacks only (its promise resolves nothing) */
function compress(src: string, quality: number): Promise<string> {
  return new Promise((resolve, reject) => {
    void Taro.compressImage({ src, quality, success: (r) => resolve(r.tempFilePath), fail: reject })
  })
}

function fileSize(filePath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    void Taro.getFileInfo({ filePath, success: (r) => resolve(r.size), fail: reject })
  })
}

/**
 * React Native: Taro.compressImage (an image resizer) at lower and lower quality until the
 * picture is at most `maxBytes`. Resolves the new file, or null when it cannot be compressed or never fits.
 */
export async function compressImage(image: PickedImage, maxBytes: number): Promise<PickedImage | null> {
  for (const quality of QUALITIES) {
    try {
      const path = await compress(image.path, quality)
      const size = await fileSize(path)
      if (size <= maxBytes) return { path, size, type: 'image/jpeg' }
    } catch {
      return null
    }
  }
  return null
}
