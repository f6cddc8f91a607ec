/**
 * Share pictures, shared by the app and the stand-in (no zod here: the app imports values from this
 * module). The stand-in draws a 5:4 card per shared item at `share/card/<kind>/<id>.png` and a tall
 * poster at `share/poster/<kind>/<id>.png?for=<target>` (docs/product/share-cards.md).
 */

/** what can be shared as a card; `table` is a competition's league table (its league id) */
export const SHARE_CARD_KINDS = ['match', 'team', 'player', 'prediction', 'expert', 'post', 'lineup', 'draw', 'table'] as const
export type ShareCardKind = (typeof SHARE_CARD_KINDS)[number]

/** what can be made into a poster (生成海报) */
export const POSTER_KINDS = ['prediction', 'expert', 'match', 'draw'] as const
export type PosterKind = (typeof POSTER_KINDS)[number]

/** the poster's code: a mini-program code on the mini program, a QR code of the H5 page elsewhere */
export const POSTER_TARGETS = ['weapp', 'h5', 'rn'] as const
export type PosterTarget = (typeof POSTER_TARGETS)[number]

/** the card's size in pixels (5:4, WeChat's share picture ratio) */
export const SHARE_CARD_WIDTH = 500
export const SHARE_CARD_HEIGHT = 400
/** the poster's size: the card on top, a line of text, the code */
export const POSTER_WIDTH = 500
export const POSTER_HEIGHT = 800

/** a draw is `<lottery>-<issue>` (a pool lottery and its 5-digit issue); every other kind a positive id */
export const DRAW_CARD_ID_RE = /^(sfc|rx9|jq4|bqc6)-\d{5}$/
const NUMERIC_ID_RE = /^[1-9]\d{0,9}$/

export const isShareCardKind = (kind: string): kind is ShareCardKind => (SHARE_CARD_KINDS as readonly string[]).includes(kind)
export const isPosterKind = (kind: string): kind is PosterKind => (POSTER_KINDS as readonly string[]).includes(kind)
export const isPosterTarget = (target: string): target is PosterTarget => (POSTER_TARGETS as readonly string[]).includes(target)

/** whether `id` has the shape of an id of `kind` (it may still name nothing) */
export function isShareCardId(kind: ShareCardKind, id: string): boolean {
  return kind === 'draw' ? DRAW_CARD_ID_RE.test(id) : NUMERIC_ID_RE.test(id)
}

/** the card's path on the server, without a leading slash */
export const shareCardPath = (kind: ShareCardKind, id: string | number): string => `share/card/${kind}/${id}.png`

/** the poster's path on the server, without a leading slash */
export const sharePosterPath = (kind: PosterKind, id: string | number, target: PosterTarget): string => `share/poster/${kind}/${id}.png?for=${target}`

/** the page a poster's code opens (route path and query), the same the app's share opens */
export function posterPage(kind: PosterKind, id: string): { path: string; query: string } {
  if (kind === 'prediction') return { path: 'pages/index/crossoverDetail', query: `id=${id}` }
  if (kind === 'expert') return { path: 'pages/index/expertHome', query: `expert_id=${id}` }
  if (kind === 'match') return { path: 'pages/msyng/sportsSetails/sportsSetails', query: `id=${id}` }
  const [lottery, issue] = id.split('-')
  const page = lottery === 'sfc' || lottery === 'rx9' ? 'pages/msyng/Reckoner/sfOpen' : 'pages/msyng/Reckoner/fourSixOpen'
  return { path: page, query: `lottery=${lottery}&issue=${issue}` }
}
