import { useEffect, useMemo } from 'react'
import type { StaticDocument } from '@contract/content/document'
import type { ContactChannel } from '@contract/content/customerService'
import { ResourceModel } from '@/stores/models/ResourceModel'
import { loadSiteDocument, type SiteDocument, type SiteDocumentKey } from '@/features/account/services/siteDocuments'
import { useRefreshPage } from '@/hooks/useRefreshPage'

/** a document page's model: loads the server's text on open and again on pull-to-refresh */
export function useSiteDocument(key: SiteDocumentKey, fallback: StaticDocument & { contacts?: readonly ContactChannel[] }): ResourceModel<SiteDocument> {
  const model = useMemo(() => new ResourceModel(() => loadSiteDocument(key, fallback)), [key, fallback])
  useEffect(() => void model.load(), [model])
  useRefreshPage(() => model.load())
  return model
}

/** the published web versions of the agreement and the privacy policy (查看在线版本) */
export { ONLINE_DOCUMENTS } from '@/services/config'
