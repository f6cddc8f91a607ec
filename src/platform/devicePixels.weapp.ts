import Taro from '@tarojs/taro'
import type { DevicePixelsPerDesignPx } from './devicePixels'

let cached: number | undefined

/** the mini program: 750 rpx are the window's width, each of its px `pixelRatio` device pixels (read once: the app is portrait) */
export const devicePixelsPerDesignPx: DevicePixelsPerDesignPx = () => {
  if (cached === undefined) {
    const { windowWidth, pixelRatio } = Taro.getWindowInfo()
    cached = ((windowWidth || 375) / 750) * (pixelRatio || 2)
  }
  return cached
}
