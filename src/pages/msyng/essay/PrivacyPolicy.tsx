import SiteDocumentPage from '@/features/account/components/SiteDocumentPage'
import { PRIVACY_POLICY } from '@contract/content/privacyPolicy'
import { ONLINE_DOCUMENTS } from '@/features/account/hooks/useSiteDocument'

/** 隐私政策 */
export default function PrivacyPolicyPage() {
  return <SiteDocumentPage title='隐私政策' docKey='PRIVACY' fallback={PRIVACY_POLICY} onlineUrl={ONLINE_DOCUMENTS.privacy} />
}
