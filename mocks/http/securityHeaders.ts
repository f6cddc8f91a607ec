import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { ServerConfig } from '../config'

/** where WeChat serves its JS-SDK (jweixin-1.6.0.js), the main host and its fallback */
export const WECHAT_JSSDK_ORIGINS = ['https://res.wx.qq.com', 'https://res2.wx.qq.com']

/**
 * The H5 app's Content-Security-Policy: its own scripts only (the template's inline script by hash, no eval) and WeChat's JS-SDK; inline
 * styles are allowed because Taro's H5 runtime sets style attributes; pictures may be https
 * (WeChat avatars), data: or blob:; calls go to this server under either local host name.
 */
export function h5ContentSecurityPolicy(port: number, inlineScripts: string[] = []): string {
  const self = [`http://localhost:${port}`, `http://127.0.0.1:${port}`].join(' ')
  // the live channel (/ws) on the same two host names
  const sockets = [`ws://localhost:${port}`, `ws://127.0.0.1:${port}`].join(' ')
  return [
    "default-src 'self'",
    // WeChat's JS-SDK, loaded only inside WeChat's browser (src/platform/useShareMenu.h5.ts)
    ['script-src', "'self'", ...inlineScripts, ...WECHAT_JSSDK_ORIGINS].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // blob:/data: — Taro's H5 uploadFile reads the picked picture back from its blob: url before sending it
    `connect-src 'self' blob: data: ${self} ${sockets}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/**
 * The CSP sources of the inline scripts of the built index.html (Taro's H5 template sets the root
 * font size inline, before the app's own scripts): each allowed by its hash, nothing else inline.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (m[1].trim() !== '') hashes.push(`'sha256-${crypto.createHash('sha256').update(m[1]).digest('base64')}'`)
  }
  return hashes
}

/** the policy for the configured H5 build: its inline scripts are read once, at start */
function policyOf(config: ServerConfig): string {
  const indexHtml = config.h5Dir === '' ? '' : path.join(config.h5Dir, 'index.html')
  return h5ContentSecurityPolicy(config.port, indexHtml && fs.existsSync(indexHtml) ? inlineScriptHashes(fs.readFileSync(indexHtml, 'utf8')) : [])
}

/** every answer: no content sniffing; HTML pages: the CSP */
export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const csp = policyOf(config)
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff')
    const type = String(reply.getHeader('content-type') ?? '')
    if (type.startsWith('text/html')) reply.header('content-security-policy', csp)
    return payload
  })
}
