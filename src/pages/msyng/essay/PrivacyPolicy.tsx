import { SiteDocumentPage, ONLINE_DOCUMENTS } from '@/features/account'
import { PRIVACY_POLICY } from '@contract/content/privacyPolicy'

/** 隐私政策 */
export default function PrivacyPolicyPage() {
  return <SiteDocumentPage title='隐私政策' docKey='PRIVACY' fallback={PRIVACY_POLICY} onlineUrl={ONLINE_DOCUMENTS.privacy} />
}
