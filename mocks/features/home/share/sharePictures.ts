import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../../db'
import type { Clock } from '../../../http/context'
import { envelope } from '../../../http/envelope'
import { ResultCode } from '../../../../types/envelope'
import { PLACEHOLDER_CARD, type ShareCardContent } from '../../../services/shareCards/cardContent'
import { PictureCache } from '../../../services/shareCards/pictureCache'
import type { LimitStore, WindowLimit } from '../../../services/limits/limitStore'
import { isShareCardId, type ShareCardKind } from '../../../../types/share-cards'
import { shareCardContent } from './shareCardContent'

/** what the share cards' and posters' routes share: reading the path, the content, answering the picture */

export interface ShareDeps {
  db: Db
  clock: Clock
  /** the configured public origin (PUBLIC_ORIGIN): the start of every address a poster's code opens */
  publicOrigin: string
  /** pictures one address may have drawn per minute (SHARE_DRAWS_PER_MINUTE); answers from memory are not counted */
  drawsPerMinute: number
  /** where the draws are counted: this process, or every process through Redis */
  limits: LimitStore
}

/**
 * Drawing a picture costs ~10 ms of a core; answering one from memory costs nothing. Each address
 * may have `drawsPerMinute` drawn per minute, so one client asking for thousands of distinct cards
 * cannot take the cores from everyone else. Counted in the limit store, on real time: a budget of
 * CPU, not of the simulated football clock (which tests freeze and move); with Redis the budget is
 * the address's across all processes, not once per process.
 */
export class DrawBudget {
  private readonly limit: WindowLimit

  constructor(private readonly limits: LimitStore, perMinute: number) {
    this.limit = { name: 'share-draws', max: perMinute, windowMs: 60_000 }
  }

  take(address: string): Promise<boolean> {
    return this.limits.take(this.limit, address)
  }
}

/** a share picture may be reused this long by WeChat and browsers; then revalidated by its ETag (a live score moves on) */
export const SHARE_PICTURE_MAX_AGE_S = 60

/** the kind and id of `/<kind>/<id>.png`, or the refusal to answer */
export function parseSharePath<K extends ShareCardKind>(params: unknown, kindOk: (k: string) => k is K, kinds: readonly K[]): { kind: K; id: string } | { refusal: string } {
  // fastify's route params: the two named in the path, strings when present
  const { kind, file } = (params ?? {}) as { kind?: string; file?: string }
  if (!kind || !kindOk(kind)) return { refusal: `分享图类型只能是 ${kinds.join('、')}` }
  const id = /^(.+)\.png$/.exec(file ?? '')?.[1]
  if (!id || !isShareCardId(kind, id)) return { refusal: kind === 'draw' ? '开奖编号格式应为 彩种-期号，如 sfc-24123' : '分享图编号应为正整数' }
  return { kind, id }
}

/** the item's content, or the placeholder for an unknown or deleted one (and for any failure: never a 500) */
export async function contentOrPlaceholder(deps: ShareDeps, kind: ShareCardKind, id: string, log: FastifyRequest['log']): Promise<{ content: ShareCardContent; found: boolean }> {
  try {
    const content = await shareCardContent(deps.db, kind, id, deps.clock.now())
    return content ? { content, found: true } : { content: PLACEHOLDER_CARD, found: false }
  } catch (e) {
    log.error({ err: e, kind, id }, 'share card content failed; answering the placeholder')
    return { content: PLACEHOLDER_CARD, found: false }
  }
}

/** answers a drawn picture: 304 to a client holding this version, the PNG otherwise; 429 when it must be drawn and the address's budget is spent */
export async function sendPicture(req: FastifyRequest, reply: FastifyReply, pictures: { cache: PictureCache; budget: DrawBudget }, svg: string, found: boolean): Promise<unknown> {
  const { cache, budget } = pictures
  const etag = PictureCache.etagOf(svg)
  if (req.headers['if-none-match'] === etag) return reply.header('etag', etag).code(304).send()
  if (!cache.has(etag) && !(await budget.take(req.ip))) {
    return reply.code(429).header('retry-after', '60').send(envelope(ResultCode.FAIL, '分享图请求过于频繁，请稍后再试 / too many share pictures from this address', null))
  }
  void reply.header('etag', etag).header('cache-control', `public, max-age=${SHARE_PICTURE_MAX_AGE_S}`).header('x-share-found', found ? 'yes' : 'placeholder')
  const drawn = await cache.draw(svg)
  return reply.type('image/png').header('server-timing', `draw;dur=${drawn.drawMs.toFixed(1)}`).send(drawn.png)
}
