import { observer } from 'mobx-react'
import PageShell from '@/components/PageShell'
import DocumentView from '@/components/DocumentView'
import ResourceView from '@/components/ResourceView'
import { PLAY_RULES } from '@/content/playRules'
import { useSiteDocument } from '@/hooks/useSiteDocument'

/** 玩法规则: 胜平负, 让球, 大小球, 串关 and the prize caps; the server's wording, the bundled copy offline */
function CommonalityPage() {
  const model = useSiteDocument('RULES', PLAY_RULES)
  return (
    <PageShell title='玩法规则'>
      <ResourceView model={model}>{(doc) => <DocumentView doc={doc} />}</ResourceView>
    </PageShell>
  )
}

export default observer(CommonalityPage)
