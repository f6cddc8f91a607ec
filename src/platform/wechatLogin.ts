/**
 * WeChat login (H5 and RN): there is no WeChat session to borrow outside the mini program,
 * so these builds sign in with the phone number only.
 */
export const wechatLoginAvailable = false

export function getWechatLoginCode(): Promise<string> {
  return Promise.reject(new Error('当前环境不支持微信登录，请使用手机号登录'))
}
