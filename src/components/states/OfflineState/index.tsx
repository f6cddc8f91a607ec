import { observer } from 'mobx-react-lite'
import StateView from '@/components/states/StateView'
import { network, OFFLINE_TEXT } from '@/stores/networkStatus'

/**
 * The one offline state of a page (PageShell draws it above the content): 网络不可用 with 重试,
 * shown while the device has no network or a view of the page could not reach the server. The
 * views that failed that way show nothing of their own; 重试 loads them all again.
 */
function OfflineState() {
  if (!network.unreachable) return null
  return <StateView kind='offline' text={OFFLINE_TEXT} onRetry={() => network.retryAll()} />
}

export default observer(OfflineState)
