import type { FastifyInstance } from 'fastify'
import { envelope } from '../../../http/envelope'
import { PLACEHOLDER_CARD } from '../../../services/shareCards/cardContent'
import { cjkFontNotice } from '../../../services/shareCards/cjkFont'
import { cardSvg } from '../../../services/shareCards/cardSvg'
import { PictureCache } from '../../../services/shareCards/pictureCache'
import { ResultCode } from '../../../../types/envelope'
import { SHARE_CARD_KINDS, isShareCardKind } from '../../../../types/share-cards'
import { registerPosterRoutes } from './posterRoutes'
import { contentOrPlaceholder, DrawBudget, parseSharePath, sendPicture, type ShareDeps } from './sharePictures'

/**
 * GET /share/card/<kind>/<id>.png: the 5:4 share card of an item, drawn from its data
 * (docs/product/share-cards.md); posters and the stand-in mini-program code beside it.
 */
export function registerShareRoutes(app: FastifyInstance, deps: ShareDeps): void {
  const cache = new PictureCache()
  const pictures = { cache, budget: new DrawBudget(deps.limits, deps.drawsPerMinute) }
  app.get('/share/card/:kind/:file', async (req, reply) => {
    const parsed = parseSharePath(req.params, isShareCardKind, SHARE_CARD_KINDS)
    if ('refusal' in parsed) return reply.code(400).send(envelope(ResultCode.FAIL, parsed.refusal, null))
    const { content, found } = await contentOrPlaceholder(deps, parsed.kind, parsed.id, req.log)
    return sendPicture(req, reply, pictures, cardSvg(content), found)
  })
  registerPosterRoutes(app, deps, pictures)
  const fontNotice = cjkFontNotice()
  if (fontNotice) app.log.warn(fontNotice)
  // librsvg loads its fonts on the first drawing (~100 ms): done now, so the first share is drawn at speed
  void cache.draw(cardSvg(PLACEHOLDER_CARD)).catch(() => undefined)
}
