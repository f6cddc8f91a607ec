import { Dimensions, PixelRatio } from 'react-native'
import type { ScreenPixelsOf } from './devicePixels'

/** React Native: Taro scales 750 design px to the window's width in dp, each dp PixelRatio.get() device pixels */
export const screenPixels: ScreenPixelsOf = () => ({ cssPxPerDesignPx: (Dimensions.get('window').width || 375) / 750, pixelRatio: PixelRatio.get() })
