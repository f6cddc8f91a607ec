import type { FastifyInstance, FastifyRequest } from 'fastify'
import sharp from 'sharp'
import { envelope } from '../../../http/envelope'
import { posterSvg } from '../../../services/shareCards/posterSvg'
import { qrCodeSvg } from '../../../services/shareCards/qrCodeSvg'
import { ResultCode } from '../../../../types/envelope'
import { POSTER_KINDS, isPosterKind, isPosterTarget, posterPage, type PosterKind, type PosterTarget } from '../../../../types/share-cards'
import type { PictureCache } from '../../../services/shareCards/pictureCache'
import { contentOrPlaceholder, parseSharePath, sendPicture, type DrawBudget, type ShareDeps } from './sharePictures'
import { wxaCodeText } from './wxaCode'

/** the line under a poster's card: what scanning its code opens */
const POSTER_LINES: Record<PosterKind, string> = {
  prediction: '扫码查看专家完整分析',
  expert: '扫码关注专家，查看全部方案',
  match: '扫码查看实时比分与文字直播',
  draw: '扫码查看开奖详情与赛果',
}

/**
 * what the poster's code encodes: the stand-in mini-program code's text, or the H5 page's URL (hash
 * router) on the configured public origin: never the request's Host, which anyone can forge into a
 * poster (and into the caches that keep it)
 */
function codeOf(publicOrigin: string, kind: PosterKind, id: string, target: PosterTarget): string {
  const page = posterPage(kind, id)
  if (target !== 'weapp') return `${publicOrigin}/#/${page.path}?${page.query}`
  const text = wxaCodeText(page.path, page.query)
  // every poster page's query fits WeChat's 32-character scene (types/share-cards.ts)
  if (typeof text !== 'string') throw new Error(`poster scene refused: ${text.errmsg}`)
  return text
}

/** POST /wxa/getwxacodeunlimit: WeChat's code API as the stand-in plays it (mocks/features/home/share/wxaCode.ts) */
async function wxaCodeAnswer(req: FastifyRequest): Promise<Buffer | { errcode: number; errmsg: string }> {
  const { access_token: token } = (req.query ?? {}) as { access_token?: string }
  if (!token) return { errcode: 41001, errmsg: 'access_token missing' }
  const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { scene?: unknown; page?: unknown; width?: unknown }
  const text = wxaCodeText(typeof body.page === 'string' ? body.page : '', typeof body.scene === 'string' ? body.scene : '')
  if (typeof text !== 'string') return text
  const width = typeof body.width === 'number' && body.width >= 280 && body.width <= 1280 ? Math.round(body.width) : 430
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}">${qrCodeSvg(text, 0, 0, width)}</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** GET /share/poster/<kind>/<id>.png?for=weapp|h5|rn, and the stand-in mini-program code API */
export function registerPosterRoutes(app: FastifyInstance, deps: ShareDeps, pictures: { cache: PictureCache; budget: DrawBudget }): void {
  app.get('/share/poster/:kind/:file', async (req, reply) => {
    const parsed = parseSharePath(req.params, isPosterKind, POSTER_KINDS)
    const target = ((req.query ?? {}) as { for?: string }).for ?? 'h5'
    if ('refusal' in parsed) return reply.code(400).send(envelope(ResultCode.FAIL, parsed.refusal, null))
    if (!isPosterTarget(target)) return reply.code(400).send(envelope(ResultCode.FAIL, '海报的 for 只能是 weapp、h5 或 rn', null))
    const { content, found } = await contentOrPlaceholder(deps, parsed.kind, parsed.id, req.log)
    const svg = posterSvg({
      card: content,
      line: found ? POSTER_LINES[parsed.kind] : '内容不存在或已删除，扫码打开体育',
      code: codeOf(deps.publicOrigin, parsed.kind, parsed.id, target),
      codeCaption: target === 'weapp' ? '长按识别小程序码' : '扫码或长按识别二维码打开',
    })
    return sendPicture(req, reply, pictures, svg, found)
  })

  app.post('/wxa/getwxacodeunlimit', async (req, reply) => {
    const answer = await wxaCodeAnswer(req)
    // like WeChat: the picture on success, a JSON errcode (HTTP 200) on refusal
    return Buffer.isBuffer(answer) ? reply.type('image/png').send(answer) : reply.send(answer)
  })
}
