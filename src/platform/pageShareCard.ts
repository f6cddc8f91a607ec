/**
 * what a page shares, on every target: the mini program's 转发 / 分享到朋友圈, the H5 share card
 * (inside WeChat's browser through the JS-SDK, elsewhere the Web Share sheet) and the RN share sheet
 */
export interface PageShareCard {
  title: string
  /** one line under the title where the host shows one (H5 in WeChat, Web Share) */
  desc?: string
  /** a 5:4 picture of the page's data, drawn by the server; absent: the host's default */
  imageUrl?: string
  /** false on pages nobody should be sent (login, sign-up, password recovery) */
  enabled: boolean
}

/** wx.config's signed fields for one page address (the server signs them: api/wechat/jssdk_config) */
export interface WechatSdkSignature {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
}

/** what a target's share needs from the app besides the card: the H5 inside WeChat asks the server to sign wx.config */
export interface ShareHost {
  signWechatSdk(url: string): Promise<WechatSdkSignature>
}
