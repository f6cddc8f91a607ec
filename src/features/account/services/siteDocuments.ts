import type { SiteText } from '@contract/api/home'
import type { StaticDocument } from '@contract/content/document'
import type { ContactChannel } from '@contract/content/customerService'
import { request } from '@/services/request'

export type SiteDocumentKey = 'AGREEMENT' | 'PRIVACY' | 'RULES' | 'SERVICE'

/** a document as shown: the server's current wording, or the bundled copy when it cannot be fetched */
export interface SiteDocument extends StaticDocument {
  contacts?: readonly ContactChannel[]
  /** true when the server could not be reached and the bundled copy is shown */
  offline: boolean
}

/** the server's answer as a document; plain paragraphs become one untitled section */
export function documentOf(text: SiteText, fallback: StaticDocument & { contacts?: readonly ContactChannel[] }): SiteDocument {
  return {
    title: text.title,
    updated: text.version,
    intro: text.intro,
    sections: text.sections ?? [{ heading: '', paragraphs: text.text }],
    contacts: text.contacts ?? fallback.contacts,
    offline: false,
  }
}

/**
 * api/index/shuju (docs/product/api.md) for one document. It never fails: without the server the bundled
 * copy is answered, marked offline, so the page stays readable without a network.
 */
export async function loadSiteDocument<D extends StaticDocument & { contacts?: readonly ContactChannel[] }>(key: SiteDocumentKey, fallback: D): Promise<SiteDocument> {
  try {
    return documentOf(await request('api/index/shuju', { content: key }, { silent: true }), fallback)
  } catch {
    return { ...fallback, offline: true }
  }
}
