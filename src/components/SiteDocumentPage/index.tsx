import { observer } from 'mobx-react-lite'
import DocumentView from '@/components/DocumentView'
import PageShell from '@/components/PageShell'
import ResourceView from '@/components/ResourceView'
import type { StaticDocument } from '@/content/document'
import { useSiteDocument } from '@/hooks/useSiteDocument'
import type { SiteDocumentKey } from '@/services/siteDocuments'

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
