import { Dimensions, PixelRatio } from 'react-native'
import type { DevicePixelsPerDesignPx } from './devicePixels'

/** React Native: Taro scales 750 design px to the window's width in dp, each dp PixelRatio.get() device pixels */
export const devicePixelsPerDesignPx: DevicePixelsPerDesignPx = () => ((Dimensions.get('window').width || 375) / 750) * PixelRatio.get()
