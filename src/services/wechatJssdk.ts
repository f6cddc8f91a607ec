import type { WechatSdkSignature } from '@/platform/pageShareCard'
import { request } from './request'

/**
 * wx.config's signature for the page at `url` (its address without '#'), asked of the server in
 * the background: the H5 inside WeChat's browser uses it to set its share card
 * (src/platform/useShareMenu.h5.ts); a failure shows nothing (WeChat then shares the bare link)
 */
export function signWechatSdk(url: string): Promise<WechatSdkSignature> {
  return request('api/wechat/jssdk_config', { url }, { silent: true })
}
