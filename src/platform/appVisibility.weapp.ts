import Taro from '@tarojs/taro'

/** mini program: WeChat's own app events (wx.onAppShow / wx.onAppHide), the App's onShow/onHide as listeners */
export function listenForAppVisibility(listener: (shown: boolean) => void): void {
  Taro.onAppShow(() => listener(true))
  Taro.onAppHide(() => listener(false))
}
