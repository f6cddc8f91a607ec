import { SiteDocumentPage, ONLINE_DOCUMENTS } from '@/features/account'
import { USER_AGREEMENT } from '@contract/content/agreement'

/** 用户协议 */
export default function EssayPage() {
  return <SiteDocumentPage title='用户协议' docKey='AGREEMENT' fallback={USER_AGREEMENT} onlineUrl={ONLINE_DOCUMENTS.agreement} />
}
