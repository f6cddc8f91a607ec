import SiteDocumentPage from '@/features/account/components/SiteDocumentPage'
import { USER_AGREEMENT } from '@contract/content/agreement'
import { ONLINE_DOCUMENTS } from '@/features/account/hooks/useSiteDocument'

/** 用户协议 */
export default function EssayPage() {
  return <SiteDocumentPage title='用户协议' docKey='AGREEMENT' fallback={USER_AGREEMENT} onlineUrl={ONLINE_DOCUMENTS.agreement} />
}
