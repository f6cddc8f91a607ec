import PageShell from '@/components/PageShell'
import DocumentView from '@/components/DocumentView'
import { PLAY_RULES } from '@/content/playRules'

/** 玩法规则: 胜平负, 让球, 大小球, 串关 and the prize caps */
export default function CommonalityPage() {
  return (
    <PageShell title='玩法规则'>
      <DocumentView doc={PLAY_RULES} />
    </PageShell>
  )
}
