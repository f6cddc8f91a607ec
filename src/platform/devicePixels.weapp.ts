import Taro from '@tarojs/taro'
import type { ScreenPixels, ScreenPixelsOf } from './devicePixels'

let cached: ScreenPixels | undefined

/** the mini program: 750 rpx are the window's width in px, each px `pixelRatio` device pixels (read once: the app is portrait) */
export const screenPixels: ScreenPixelsOf = () => {
  if (cached === undefined) {
    const { windowWidth, pixelRatio } = Taro.getWindowInfo()
    cached = { cssPxPerDesignPx: (windowWidth || 375) / 750, pixelRatio: pixelRatio || 2 }
  }
  return cached
}
