import { observer } from 'mobx-react-lite'
import DocumentView from '@/features/account/components/DocumentView'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import type { StaticDocument } from '@contract/content/document'
import { useSiteDocument } from '@/features/account/hooks/useSiteDocument'
import type { SiteDocumentKey } from '@/features/account/services/siteDocuments'

interface Props {
  title: string
  /** which of the server's texts (api/index/shuju `content`) */
  docKey: SiteDocumentKey
  /** the copy bundled with the app, shown offline */
  fallback: StaticDocument
  /** the published web version, offered as 查看在线版本 */
  onlineUrl?: string
}

/** a document page (agreement, privacy policy, play rules): the server's wording, the bundled copy offline */
function SiteDocumentPage({ title, docKey, fallback, onlineUrl }: Props) {
  const model = useSiteDocument(docKey, fallback)
  return (
    <PageShell title={title}>
      <ResourceView model={model}>{(doc) => <DocumentView doc={doc} onlineUrl={onlineUrl} />}</ResourceView>
    </PageShell>
  )
}

export default observer(SiteDocumentPage)
