import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import { ResultCode, type ApiEnvelope } from '../../../../types/envelope'
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_PATH, type UploadRes } from '../../../../types/api/account'
import type { Db } from '../../../db'
import type { AuthUser, Clock } from '../../../http/context'
import { bearerToken, tokenRefusal, userForToken } from '../services/sessions'
import { checkImage, THUMB_WIDTHS } from '../services/imageCheck'
import { contentTypeOf, discardUploads, keptThumb, saveUpload, UPLOAD_NAME_RE, uploadQuotaProblem } from '../services/uploads'
import { PICTURE, type UploadStore } from '../services/uploadStore'
import { whileServerWorks } from '../../../http/timeouts'

const answer = <T>(code: number, msg: string, data: T): ApiEnvelope<T> => ({ code, msg, data })

/** multipart limit errors of @fastify/multipart, by code */
function limitMessage(e: unknown): string | undefined {
  const code = (e as { code?: string }).code
  if (code === 'FST_FILES_LIMIT') return `每次最多上传 ${UPLOAD_MAX_FILES} 个文件`
  if (code === 'FST_REQ_FILE_TOO_LARGE') return `单个文件不能超过 ${UPLOAD_MAX_BYTES / 1024 / 1024}MB`
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return '上传内容的字段过多'
  return undefined
}

/** a refusal decided while the parts stream in: ends the loop without reading the rest */
class UploadRefusal {
  constructor(readonly code: number, readonly msg: string) {}
}

interface UploadDeps {
  db: Db
  clock: Clock
  store: UploadStore
}

const MALFORMED = '上传内容格式错误或不完整，请重新上传'

/** @fastify/multipart ends quietly on a body cut short: the closing delimiter is watched for here */
function watchClosing(req: FastifyRequest): (() => boolean) | undefined {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(req.headers['content-type'] ?? '')
  if (!boundary) return undefined
  const closing = Buffer.from(`--${boundary[1] ?? boundary[2]}--`)
  let tail = Buffer.alloc(0)
  req.raw.on('data', (chunk: Buffer) => {
    tail = Buffer.concat([tail, chunk]).subarray(-(closing.length + 64))
  })
  return () => tail.includes(closing)
}

/** what a request has given so far; `saving` marks a failure while storing (the server's, not a malformed body) */
interface Received {
  user: AuthUser | null
  kept: string[]
  sizes: number[]
  saving: boolean
}

/** the user's daily quota (files before a file is read, bytes once it is re-encoded) */
async function refuseOverQuota(db: Db, userId: number, now: number, bytes: number): Promise<void> {
  const problem = await uploadQuotaProblem(db, userId, now, bytes)
  if (problem) throw new UploadRefusal(ResultCode.FAIL, problem)
}

/** one file checked against the quotas and the picture rules, then kept with its thumbnails */
async function keepFile(deps: UploadDeps, got: Received, user: AuthUser, now: number, file: { name: string; bytes: Buffer }): Promise<void> {
  const check = await checkImage(file.bytes)
  if (!check.ok) throw new UploadRefusal(ResultCode.FAIL, `文件 ${file.name} ${check.problem}`)
  await refuseOverQuota(deps.db, user.id, now, check.image.bytes.length)
  got.saving = true
  got.kept.push(await saveUpload(deps.db, deps.store, { userId: user.id, image: check.image, now }))
  got.saving = false
  got.sizes.push(check.image.bytes.length)
}

/** reads the parts in order: the caller (a `token` field) must be known before the first file */
async function receiveParts(req: FastifyRequest, deps: UploadDeps, got: Received, now: number): Promise<void> {
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === 'token' && !got.user && typeof part.value === 'string') {
        got.user = await userForToken(deps.db, part.value, now)
        if (!got.user) {
          const refusal = await tokenRefusal(deps.db, part.value)
          throw new UploadRefusal(refusal.code, refusal.msg)
        }
      }
      continue
    }
    if (!got.user) throw new UploadRefusal(ResultCode.LOGIN_REQUIRED, '请先登录')
    await refuseOverQuota(deps.db, got.user.id, now, 0)
    const file = { name: part.filename, bytes: await part.toBuffer() }
    const user = got.user
    // checking and keeping the file can take a while on a busy machine: the client only waits
    await whileServerWorks(req, () => keepFile(deps, got, user, now, file))
  }
}

/** the answer to a read that failed: a refusal, a multipart limit, or a malformed body (the client's fault) */
function failedRead(req: FastifyRequest, reply: FastifyReply, e: unknown): unknown {
  if (e instanceof UploadRefusal) return answer(e.code, e.msg, null)
  const msg = limitMessage(e)
  if (msg) return answer(ResultCode.FAIL, msg, null)
  // a malformed or truncated body (no boundary, cut short, bad headers)
  req.log.info({ err: e }, 'malformed upload')
  return reply.code(400).send(answer(ResultCode.FAIL, MALFORMED, null))
}

async function handleUpload(req: FastifyRequest, reply: FastifyReply, deps: UploadDeps): Promise<unknown> {
  if (!req.isMultipart()) return reply.code(415).send(answer(ResultCode.FAIL, '请以 multipart/form-data 上传图片', null))
  const now = deps.clock.now()
  const headerToken = bearerToken(req.headers)
  const got: Received = { user: headerToken ? await userForToken(deps.db, headerToken, now) : null, kept: [], sizes: [], saving: false }
  if (headerToken && !got.user) {
    const refusal = await tokenRefusal(deps.db, headerToken)
    return answer(refusal.code, refusal.msg, null)
  }
  const complete = watchClosing(req)
  if (!complete) return reply.code(400).send(answer(ResultCode.FAIL, '上传内容格式错误：缺少 multipart 分隔符', null))
  try {
    await receiveParts(req, deps, got, now)
  } catch (e) {
    await discardUploads(deps.db, deps.store, got.kept)
    if (got.saving) throw e
    return failedRead(req, reply, e)
  }
  if (!complete()) {
    await discardUploads(deps.db, deps.store, got.kept)
    return reply.code(400).send(answer(ResultCode.FAIL, MALFORMED, null))
  }
  if (!got.user) return answer(ResultCode.LOGIN_REQUIRED, '请先登录', null)
  if (got.kept.length === 0) return answer(ResultCode.FAIL, '请选择要上传的图片', null)
  const data: UploadRes = { files: got.kept.map((url, i) => ({ url, size: got.sizes[i] })) }
  return answer(ResultCode.OK, 'ok', data)
}

/** the picture, or with `?w=<width>` one of its thumbnails (THUMB_WIDTHS; one an older upload lacks is made now) */
async function serveUpload(req: FastifyRequest, reply: FastifyReply, store: UploadStore): Promise<unknown> {
  const { name } = req.params as { name: string }
  const { w } = req.query as { w?: string }
  const width = w === undefined ? undefined : THUMB_WIDTHS.find((t) => String(t) === w)
  if (w !== undefined && width === undefined) {
    return reply.code(400).send(answer(ResultCode.FAIL, `缩略图宽度只能是 ${THUMB_WIDTHS.join('、')}`, null))
  }
  const missing = () => reply.code(404).send(answer(ResultCode.NOT_FOUND, '图片不存在', null))
  if (!UPLOAD_NAME_RE.test(name)) return missing()
  const picture = await store.body(name, PICTURE)
  if (!picture) return missing()
  let body = picture
  if (width !== undefined) {
    // only the picture's presence was needed: a file's stream is closed unread
    if ('destroy' in picture) picture.destroy()
    const thumb = await keptThumb(store, name, width)
    if (thumb === undefined) return missing()
    body = thumb
  }
  // nosniff: a browser must treat the file as the picture type it was checked to be
  return reply.type(contentTypeOf(name, width)).header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=31536000, immutable').send(body)
}

/**
 * POST /api/user/upload (multipart, logged-in users): images for avatars, feedback and
 * complaints; GET /uploads/<name> serves them. Multipart parsing is scoped to this plugin.
 *
 * The caller is known before any file is read: from `Authorization: Bearer`, or a `token` field
 * that comes before the files (as the app sends it). A file before a known caller ends the request
 * at once, so strangers cannot make the server buffer 52 × 5 MB. Each file is checked, decoded within
 * a pixel budget and re-encoded by sharp (mocks/features/account/services/imageCheck.ts) and kept
 * one at a time with its thumbnails (`/uploads/<name>?w=<width>`, UPLOAD_THUMB_WIDTHS); a failure part-way takes the kept ones back.
 */
export function registerUploadRoutes(app: FastifyInstance, deps: UploadDeps): void {
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: UPLOAD_MAX_FILES, fileSize: UPLOAD_MAX_BYTES, fields: 10, fieldSize: 1024, parts: UPLOAD_MAX_FILES + 10 } })

    // an answer given before the body was all read (a refusal ends the request early) closes the
    // connection: otherwise it would wait, keep-alive, for the rest of a body a stranger never sends
    scope.addHook('onSend', async (req, reply, payload) => {
      if (!req.raw.complete) reply.header('connection', 'close')
      return payload
    })
    scope.post(`/${UPLOAD_PATH}`, (req, reply) => handleUpload(req, reply, deps))

    scope.get('/uploads/:name', (req, reply) => serveUpload(req, reply, deps.store))
  })
}
