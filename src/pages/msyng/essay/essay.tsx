import PageShell from '@/components/PageShell'
import DocumentView from '@/components/DocumentView'
import { ONLINE_DOCUMENTS } from '@/services/config'
import { USER_AGREEMENT } from '@/content/agreement'

/** 用户协议 */
export default function EssayPage() {
  return (
    <PageShell title='用户协议'>
      <DocumentView doc={USER_AGREEMENT} onlineUrl={ONLINE_DOCUMENTS.agreement} />
    </PageShell>
  )
}
