import type { Duplex } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify'
import { ResultCode } from '../../types/envelope'
import { hasLoneSurrogate } from '../../types/validation/text'
import { envelope } from './envelope'

/** what a framework error (fastify's own, before any handler) says to the caller, in Chinese */
export function frameworkMessage(err: Error & { code?: string; statusCode?: number }): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': return '不支持的请求格式：请以表单（application/x-www-form-urlencoded）或 JSON 提交'
    case 'FST_ERR_CTP_BODY_TOO_LARGE': return '请求内容过大'
    case 'FST_ERR_CTP_EMPTY_JSON_BODY': return '请求声明为 JSON，但内容为空'
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH': return '请求长度与内容不符'
    case 'FST_ERR_BAD_URL': return '请求地址无效'
    case 'FST_ERR_MAX_PARAM_LENGTH': return '请求地址过长'
    default:
      return err instanceof SyntaxError || err.code?.includes('JSON') ? '请求内容不是合法的 JSON' : '请求格式错误'
  }
}

/** a URL the router cannot decode (/api/%E4%B8/x) or an over-long path: the envelope, not fastify's body */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (err, _req, reply) => {
  // typed for generic route schemas here; this reply has none
  void (reply as unknown as FastifyReply).code(400).send(envelope(ResultCode.FAIL, frameworkMessage(err), null))
}

/**
 * Errors of Node's HTTP parser (a header or query over 16 KB, a malformed request line) come before
 * fastify: answered here with the envelope on the raw socket, then the connection closes.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW'
  const status = tooLarge ? 431 : 400
  const body = JSON.stringify(envelope(ResultCode.FAIL, tooLarge ? '请求头或网址过长（上限 16 KB）' : '请求格式错误', null))
  socket.end(`HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n`
    + 'Content-Type: application/json; charset=utf-8\r\n'
    + `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`)
}

/** malformed bodies and other framework errors: the envelope with the 4xx status, never a stack trace */
export function registerErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, _req, reply) => {
    const status = err.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.code(status).send(envelope(status === 404 ? ResultCode.NOT_FOUND : ResultCode.FAIL, frameworkMessage(err), null))
    }
    app.log.error(err)
    return reply.code(500).send(envelope(ResultCode.FAIL, '服务器内部错误', null))
  })
}

/** a path no route serves: the envelope with 404 (registered last, after the H5 files) */
export function registerNotFoundAnswer(app: FastifyInstance): void {
  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send(envelope(ResultCode.NOT_FOUND, `接口不存在：${req.url.split('?')[0]}`, null))
  })
}

/**
 * The first field (path) of the payload whose text holds a lone surrogate, else null: one cannot be
 * stored as UTF-8 (it came back as replacement characters).
 */
export function fieldWithLoneSurrogate(v: unknown, path = ''): string | null {
  if (typeof v === 'string') return hasLoneSurrogate(v) ? path || '请求' : null
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const found = fieldWithLoneSurrogate(v[i], `${path}[${i}]`)
      if (found !== null) return found
    }
    return null
  }
  if (v && typeof v === 'object') {
    for (const [k, inner] of Object.entries(v)) {
      if (hasLoneSurrogate(k)) return path || '请求'
      const found = fieldWithLoneSurrogate(inner, path ? `${path}.${k}` : k)
      if (found !== null) return found
    }
  }
  return null
}
