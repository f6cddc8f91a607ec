import { POSTER_HEIGHT, POSTER_WIDTH, SHARE_CARD_HEIGHT } from '../../../types/share-cards'
import type { ShareCardContent } from './cardContent'
import { cardElements } from './cardSvg'
import { qrCodeSvg } from './qrCodeSvg'
import { svgText } from './svgText'

export interface PosterContent {
  card: ShareCardContent
  /** the line under the card: what the code opens */
  line: string
  /** what the code encodes (a mini-program code's stand-in text or the H5 page's URL) */
  code: string
  /** under the code: 长按识别小程序码 / 扫码打开 */
  codeCaption: string
}

const CODE_SIZE = 220

/** a tall poster: the share card on top, a line of text, the code that opens the page */
export function posterSvg(p: PosterContent): string {
  const W = POSTER_WIDTH
  const codeY = SHARE_CARD_HEIGHT + 100
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${POSTER_HEIGHT}" viewBox="0 0 ${W} ${POSTER_HEIGHT}">`
    + `<rect width="${W}" height="${POSTER_HEIGHT}" fill="#f4f1ea"/>`
    + cardElements(p.card)
    + svgText(p.line, W / 2, SHARE_CARD_HEIGHT + 60, { size: 26, color: '#1f2933', weight: 'bold' }, W - 48)
    + `<rect x="${(W - CODE_SIZE) / 2 - 10}" y="${codeY - 10}" width="${CODE_SIZE + 20}" height="${CODE_SIZE + 20}" rx="16" fill="#ffffff"/>`
    + qrCodeSvg(p.code, (W - CODE_SIZE) / 2, codeY, CODE_SIZE)
    + svgText(p.codeCaption, W / 2, codeY + CODE_SIZE + 50, { size: 20, color: '#52606d' }, W - 48)
    + '</svg>'
}
