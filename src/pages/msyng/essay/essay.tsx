import { observer } from 'mobx-react'
import PageShell from '@/components/PageShell'
import DocumentView from '@/components/DocumentView'
import ResourceView from '@/components/ResourceView'
import { USER_AGREEMENT } from '@/content/agreement'
import { ONLINE_DOCUMENTS } from '@/services/config'
import { useSiteDocument } from '@/hooks/useSiteDocument'

/** 用户协议: the server's wording, the bundled copy offline */
function EssayPage() {
  const model = useSiteDocument('AGREEMENT', USER_AGREEMENT)
  return (
    <PageShell title='用户协议'>
      <ResourceView model={model}>{(doc) => <DocumentView doc={doc} onlineUrl={ONLINE_DOCUMENTS.agreement} />}</ResourceView>
    </PageShell>
  )
}

export default observer(EssayPage)
