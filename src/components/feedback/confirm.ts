import Taro from '@tarojs/taro'

/** docs/product/constants.md: modals offer 确定 / 取消; resolves true only when the user confirmed */
export async function confirmModal(title: string, content: string): Promise<boolean> {
  try {
    const res = await Taro.showModal({ title, content, confirmText: '确定', cancelText: '取消', confirmColor: '#d8312a' })
    return res.confirm
  } catch {
    return false
  }
}
