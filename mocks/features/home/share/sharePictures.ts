import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../../db'
import type { Clock } from '../../../http/context'
import { PLACEHOLDER_CARD, type ShareCardContent } from '../../../services/shareCards/cardContent'
import { PictureCache } from '../../../services/shareCards/pictureCache'
import { isShareCardId, type ShareCardKind } from '../../../../types/share-cards'
import { shareCardContent } from './shareCardContent'

/** what the share cards' and posters' routes share: reading the path, the content, answering the picture */

export interface ShareDeps {
  db: Db
  clock: Clock
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
export function contentOrPlaceholder(deps: ShareDeps, kind: ShareCardKind, id: string, log: FastifyRequest['log']): { content: ShareCardContent; found: boolean } {
  try {
    const content = shareCardContent(deps.db, kind, id, deps.clock.now())
    return content ? { content, found: true } : { content: PLACEHOLDER_CARD, found: false }
  } catch (e) {
    log.error({ err: e, kind, id }, 'share card content failed; answering the placeholder')
    return { content: PLACEHOLDER_CARD, found: false }
  }
}

/** answers a drawn picture: 304 to a client holding this version, the PNG otherwise */
export async function sendPicture(req: FastifyRequest, reply: FastifyReply, cache: PictureCache, svg: string, found: boolean): Promise<unknown> {
  const etag = PictureCache.etagOf(svg)
  void reply.header('etag', etag).header('cache-control', `public, max-age=${SHARE_PICTURE_MAX_AGE_S}`).header('x-share-found', found ? 'yes' : 'placeholder')
  if (req.headers['if-none-match'] === etag) return reply.code(304).send()
  const drawn = await cache.draw(svg)
  return reply.type('image/png').header('server-timing', `draw;dur=${drawn.drawMs.toFixed(1)}`).send(drawn.png)
}
