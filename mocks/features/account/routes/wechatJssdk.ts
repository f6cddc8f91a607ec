import type { Router } from '../../../http/router'
import { fail } from '../../../http/errors'
import { isSignableUrl, signJssdkConfig } from '../services/wechatJssdk'

/** the H5 inside WeChat's browser asks here for its wx.config (docs/operations.md, "JS-SDK signature") */
export function registerWechatJssdkRoutes(r: Router): void {
  r.handle('api/wechat/jssdk_config', (req, ctx) => {
    if (!isSignableUrl(req.url, ctx.config.corsOrigins)) {
      throw fail('页面地址 url 应为本应用 H5 的地址（允许的来源之一，不含 # 及之后的部分）')
    }
    return signJssdkConfig({ appId: ctx.config.wechatAppId, jsapiTicket: ctx.config.wechatJsapiTicket, url: req.url, now: ctx.clock.now() })
  })
}
