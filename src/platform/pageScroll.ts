import Taro from '@tarojs/taro'

/** H5 and the mini program scroll the page to an element found by its selector */
export const CAN_SCROLL_TO_ELEMENT = true

export function scrollToElement(selector: string): void {
  void Taro.pageScrollTo({ selector, duration: 300 })
}
