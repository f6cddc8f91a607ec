import Taro from '@tarojs/taro'

/** docs/product/constants.md: toasts last 2000 ms; the login toasts 1000 ms */
export const TOAST_MS = 2000
export const LOGIN_TOAST_MS = 1000

export function toast(title: string, duration = TOAST_MS): void {
  void Taro.showToast({ title, icon: 'none', duration })
}

export function toastSuccess(title: string, duration = TOAST_MS): void {
  void Taro.showToast({ title, icon: 'success', duration })
}
