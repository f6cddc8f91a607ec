import { observer } from 'mobx-react'
import PageShell from '@/components/PageShell'
import DocumentView from '@/components/DocumentView'
import ResourceView from '@/components/ResourceView'
import { PRIVACY_POLICY } from '@/content/privacyPolicy'
import { ONLINE_DOCUMENTS } from '@/services/config'
import { useSiteDocument } from '@/hooks/useSiteDocument'

/** 隐私政策: the server's wording, the bundled copy offline */
function PrivacyPolicyPage() {
  const model = useSiteDocument('PRIVACY', PRIVACY_POLICY)
  return (
    <PageShell title='隐私政策'>
      <ResourceView model={model}>{(doc) => <DocumentView doc={doc} onlineUrl={ONLINE_DOCUMENTS.privacy} />}</ResourceView>
    </PageShell>
  )
}

export default observer(PrivacyPolicyPage)
