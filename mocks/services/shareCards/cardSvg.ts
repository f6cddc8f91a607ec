import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '../../../types/share-cards'
import { CARD_LINE_SIZE, CARD_TEXT_WIDTH, type ShareCardContent } from './cardContent'
import { svgText, textWidth } from './svgText'

const W = SHARE_CARD_WIDTH
const H = SHARE_CARD_HEIGHT
const MARGIN = 24
const TEXT_WIDTH = CARD_TEXT_WIDTH
const DEFAULT_ACCENT = '#0f7a43'
const BAND = 72

const safeColor = (c: string | undefined): string => (c && /^#[0-9a-fA-F]{6}$/.test(c) ? c : DEFAULT_ACCENT)

/** the coloured band: the badge on the left, the app's name on the right */
function band(c: ShareCardContent, accent: string): string {
  return `<rect width="${W}" height="${BAND}" fill="${accent}"/>`
    + svgText(c.badge, MARGIN, 46, { size: 24, color: '#ffffff', anchor: 'start', weight: 'bold' }, 300)
    + svgText('体育 · 比分与专家分析', W - MARGIN, 45, { size: 18, color: '#ffffff', anchor: 'end' }, 200)
}

/** record chips in one centred row */
function chipRow(chips: readonly string[], y: number, accent: string): string {
  const size = 18
  const widths = chips.map((t) => Math.ceil(textWidth(t, size)) + 24)
  const total = widths.reduce((a, b) => a + b, 0) + 12 * (chips.length - 1)
  let x = Math.max(MARGIN, (W - total) / 2)
  return chips.map((t, i) => {
    const w = widths[i]
    const out = `<rect x="${x}" y="${y - 24}" width="${w}" height="34" rx="17" fill="${accent}" fill-opacity="0.12"/>`
      + svgText(t, x + w / 2, y, { size, color: accent }, w)
    x += w + 12
    return out
  }).join('')
}

/** the headline's size: 64 px, smaller for a long one so it fits whole */
const headlineSize = (text: string): number => Math.min(64, Math.floor(TEXT_WIDTH / Math.max(1, textWidth(text, 1))))

/** a lottery's numbers as a centred row of balls */
function ballRow(balls: readonly string[], cy: number, accent: string): string {
  const d = Math.min(56, Math.floor(TEXT_WIDTH / Math.max(1, balls.length)))
  const r = d / 2 - 2
  const x0 = (W - d * balls.length) / 2 + d / 2
  return balls.map((b, i) => `<circle cx="${x0 + i * d}" cy="${cy}" r="${r}" fill="${accent}"/>`
    + svgText(b, x0 + i * d, cy + r * 0.4, { size: Math.round(r * 1.1), color: '#ffffff', weight: 'bold' }, d)).join('')
}

/** the headline (score) or balls (numbers) and the line under it; the y where the text lines start */
function middle(c: ShareCardContent, accent: string): { svg: string; next: number } {
  if (c.headline === undefined && !c.balls?.length) return { svg: '', next: 172 }
  const headline = c.balls?.length
    ? ballRow(c.balls, 196, accent)
    : svgText(c.headline ?? '', W / 2, 218, { size: headlineSize(c.headline ?? ''), color: accent, weight: 'bold' }, TEXT_WIDTH)
  const sub = c.subline ? svgText(c.subline, W / 2, 256, { size: 22, color: '#e4572e' }, TEXT_WIDTH) : ''
  return { svg: headline + sub, next: c.subline ? 296 : 270 }
}

/** the card's elements (5:4, at the origin), from its content alone */
export function cardElements(c: ShareCardContent): string {
  const accent = safeColor(c.accent)
  const { svg: mid, next } = middle(c, accent)
  const chipsY = H - 30
  const maxLines = Math.max(0, Math.floor(((c.chips?.length ? chipsY - 34 : H - 10) - next) / 34) + 1)
  const lines = c.lines.slice(0, Math.min(4, maxLines)).map((l, i) => svgText(l, W / 2, next + i * 34, { size: CARD_LINE_SIZE, color: '#52606d' }, TEXT_WIDTH))
  return `<rect width="${W}" height="${H}" fill="#ffffff"/>`
    + band(c, accent)
    + svgText(c.title, W / 2, 126, { size: 28, color: '#1f2933', weight: 'bold' }, TEXT_WIDTH)
    + mid
    + lines.join('')
    + (c.chips?.length ? chipRow(c.chips.slice(0, 4), chipsY, accent) : '')
}

/** the card as an SVG document */
export const cardSvg = (c: ShareCardContent): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${cardElements(c)}</svg>`
