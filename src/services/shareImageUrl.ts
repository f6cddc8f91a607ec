import { shareCardPath, sharePosterPath, type PosterKind, type PosterTarget, type ShareCardKind } from '@contract/share-cards'
import { API_BASE } from './config'
import { BUNDLED_SHARE_CARD } from '@/platform/bundledShareCard'
import { extensionServed } from './backendExtensions'

/** what a page shares as its picture: the kind of item and its id (types/share-cards.ts) */
export interface ShareCardRef {
  kind: ShareCardKind
  id: string | number
  /** one line under the title where the host shows one (H5 in WeChat, Web Share) */
  desc?: string
}

/**
 * The server's base as an absolute URL: WeChat, the H5 share card and the RN share sheet fetch the
 * picture from elsewhere, so the H5's relative base ('/') becomes the page's own origin.
 */
function absoluteBase(): string {
  if (/^https?:\/\//.test(API_BASE)) return API_BASE
  const origin = typeof location === 'undefined' ? '' : location.origin
  return `${origin}${API_BASE.startsWith('/') ? API_BASE : `/${API_BASE}`}`
}

/** the address of an item's 5:4 share card, drawn by the server from its data */
export function shareCardImageUrl(kind: ShareCardKind, id: string | number): string {
  return absoluteBase() + shareCardPath(kind, id)
}

/** the item's share card where the backend draws them; otherwise the app's bundled share picture */
export function servedShareCardImageUrl(kind: ShareCardKind, id: string | number): string | undefined {
  return extensionServed('shareCards') === true ? shareCardImageUrl(kind, id) : BUNDLED_SHARE_CARD
}

/** the address of an item's poster (card, a line, a code opening the page) for this target */
export function posterImageUrl(kind: PosterKind, id: string | number, target: PosterTarget): string {
  return absoluteBase() + sharePosterPath(kind, id, target)
}
