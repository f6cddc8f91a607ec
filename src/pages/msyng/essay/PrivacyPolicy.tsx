import PageShell from '@/components/PageShell'
import DocumentView from '@/components/DocumentView'
import { ONLINE_DOCUMENTS } from '@/services/config'
import { PRIVACY_POLICY } from '@/content/privacyPolicy'

/** 隐私政策 */
export default function PrivacyPolicyPage() {
  return (
    <PageShell title='隐私政策'>
      <DocumentView doc={PRIVACY_POLICY} onlineUrl={ONLINE_DOCUMENTS.privacy} />
    </PageShell>
  )
}
