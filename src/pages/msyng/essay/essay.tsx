import PageShell from '@/components/PageShell'
import DocumentView from '@/components/DocumentView'
import { USER_AGREEMENT } from '@/content/agreement'

/** 用户协议 */
export default function EssayPage() {
  return (
    <PageShell title='用户协议'>
      <DocumentView doc={USER_AGREEMENT} />
    </PageShell>
  )
}
