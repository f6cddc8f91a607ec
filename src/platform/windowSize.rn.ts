import { Dimensions } from 'react-native'
import type { WindowSize } from './windowSize'

export type { WindowSize } from './windowSize'

/** React Native: Taro RN 4.2 has no getWindowInfo (calling it throws), so RN's own window dimensions, in dp */
export function windowSize(): WindowSize {
  const { width, height } = Dimensions.get('window')
  return { width, height }
}
