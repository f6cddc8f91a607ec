import Taro from '@tarojs/taro'

/** the mini program signs in with the WeChat session: Taro.login's one-time code goes to api/user/xin_login */
export const wechatLoginAvailable = true

export async function getWechatLoginCode(): Promise<string> {
  const { code } = await Taro.login()
  if (!code) throw new Error('微信登录失败，请重试')
  return code
}
