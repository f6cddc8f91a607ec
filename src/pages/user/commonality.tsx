import { SiteDocumentPage } from '@/features/account'
import { PLAY_RULES } from '@contract/content/playRules'

/** 玩法规则: 胜平负, 让球, 大小球, 串关 and the prize caps */
export default function CommonalityPage() {
  return <SiteDocumentPage title='玩法规则' docKey='RULES' fallback={PLAY_RULES} />
}
