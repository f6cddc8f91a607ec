/**
 * Account field rules shared by the app's forms and the contract's request schemas.
 * Pure (no zod) so the app may import them at run time without pulling zod into its bundle.
 */

/** mainland mobile: 11 digits, 1 then a carrier digit 3–9 (no number starts 10, 11 or 12) */
export const MOBILE_RE = /^1[3-9]\d{9}$/
export const MOBILE_MESSAGE = '手机号应为 11 位数字，以 13–19 开头'

export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 20
export const PASSWORD_MESSAGE = `密码长度应为 ${PASSWORD_MIN}-${PASSWORD_MAX} 位`

export const SMS_CODE_RE = /^\d{6}$/
export const SMS_CODE_MESSAGE = '验证码应为 6 位数字'

export const NICKNAME_MAX = 16
export const NICKNAME_MESSAGE = `昵称最多 ${NICKNAME_MAX} 个字`
/** counted in characters (code points): an emoji is one, as the user sees it, not two UTF-16 units */
export const nicknameFits = (s: string): boolean => Array.from(s).length <= NICKNAME_MAX

/**
 * An avatar is one of the user's own uploads (/uploads/..., checked by the server against its
 * uploads table) or a picture on WeChat's avatar hosts: every reader of the user's comments loads
 * it, so no other address (a tracking pixel) is taken.
 */
export const WECHAT_AVATAR_HOSTS: readonly string[] = ['thirdwx.qlogo.cn', 'wx.qlogo.cn']
export const AVATAR_MESSAGE = '头像只能使用您上传的图片或微信头像'
export function isWechatAvatarUrl(raw: string): boolean {
  if (!/^https:\/\/[^\s\\]+$/.test(raw)) return false
  try {
    const u = new URL(raw)
    return u.protocol === 'https:' && u.username === '' && u.password === '' && u.port === '' && WECHAT_AVATAR_HOSTS.includes(u.hostname)
  } catch {
    return false
  }
}
export const isUploadPath = (raw: string): boolean => /^\/uploads\/[\w.-]+$/.test(raw)

/** the optional contact of feedback and complaints: a mobile or an e-mail */
export const CONTACT_MAX = 50
export const CONTACT_MESSAGE = '请填写正确的手机号或邮箱'
const EMAIL_RE = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/
export const isValidContact = (s: string): boolean => MOBILE_RE.test(s) || EMAIL_RE.test(s)


/** 138****8000 */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile
}
