import Taro from '@tarojs/taro'

/** the window's size in px (CSS px on H5, the mini program's px): what strips and windowed lists fit into */
export interface WindowSize {
  width: number
  height: number
}

/** H5 and the mini program: Taro's window info */
export function windowSize(): WindowSize {
  const { windowWidth, windowHeight } = Taro.getWindowInfo()
  return { width: windowWidth, height: windowHeight }
}
