import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import { ResultCode, type ApiEnvelope } from '../../../types/envelope'
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_PATH, type UploadRes } from '../../../types/api/user'
import type { Db } from '../../db'
import type { Clock } from '../../http/context'
import { userForToken } from '../../http/auth'
import { contentTypeOf, saveUpload, sniffImage, UPLOAD_NAME_RE } from '../../services/uploads'

const answer = <T>(code: number, msg: string, data: T): ApiEnvelope<T> => ({ code, msg, data })

function bearerOrQueryToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization
  if (h?.startsWith('Bearer ')) return h.slice(7)
  const q = (req.query as { token?: unknown }).token
  return typeof q === 'string' ? q : undefined
}

/** multipart limit errors of @fastify/multipart, by code */
function limitMessage(e: unknown): string | undefined {
  const code = (e as { code?: string }).code
  if (code === 'FST_FILES_LIMIT') return `每次最多上传 ${UPLOAD_MAX_FILES} 个文件`
  if (code === 'FST_REQ_FILE_TOO_LARGE') return `单个文件不能超过 ${UPLOAD_MAX_BYTES / 1024 / 1024}MB`
  return undefined
}

/**
 * POST /api/user/upload (multipart, logged-in users): images for avatars, feedback and
 * complaints; GET /uploads/<name> serves them. Multipart parsing is scoped to this plugin.
 */
export function registerUploadRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock; dir: string }): void {
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: UPLOAD_MAX_FILES, fileSize: UPLOAD_MAX_BYTES, fields: 10, fieldSize: 1024 } })

    scope.post(`/${UPLOAD_PATH}`, async (req) => {
      if (!req.isMultipart()) return answer(ResultCode.FAIL, '请以 multipart/form-data 上传图片', null)
      let token = bearerOrQueryToken(req)
      const images: { bytes: Buffer; ext: string }[] = []
      try {
        for await (const part of req.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'token' && typeof part.value === 'string') token = part.value
            continue
          }
          const bytes = await part.toBuffer()
          const kind = sniffImage(bytes)
          if (!kind) return answer(ResultCode.FAIL, `文件 ${part.filename} 不是图片（支持 jpg、png、gif、webp）`, null)
          images.push({ bytes, ext: kind.ext })
        }
      } catch (e) {
        const msg = limitMessage(e)
        if (msg) return answer(ResultCode.FAIL, msg, null)
        throw e
      }
      // files are kept only once the caller is known, whatever order the parts came in
      const now = deps.clock.now()
      const user = userForToken(deps.db, token, now)
      if (!user) return answer(ResultCode.LOGIN_REQUIRED, '请先登录', null)
      if (images.length === 0) return answer(ResultCode.FAIL, '请选择要上传的图片', null)
      const files = images.map((img) => ({ url: saveUpload(deps.db, deps.dir, { userId: user.id, bytes: img.bytes, ext: img.ext, now }), size: img.bytes.length }))
      const data: UploadRes = { files }
      return answer(ResultCode.OK, 'ok', data)
    })

    scope.get('/uploads/:name', async (req, reply) => {
      const { name } = req.params as { name: string }
      const file = path.join(deps.dir, name)
      if (!UPLOAD_NAME_RE.test(name) || !fs.existsSync(file)) return reply.code(404).send(answer(ResultCode.NOT_FOUND, '图片不存在', null))
      return reply.type(contentTypeOf(name)).header('cache-control', 'public, max-age=31536000, immutable').send(fs.createReadStream(file))
    })
  })
}
