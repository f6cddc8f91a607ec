import { useRouter } from '@tarojs/taro'
import { WebView } from '@tarojs/components'
import PageShell from '@/components/layout/PageShell'
import StateView from '@/components/states/StateView'
import { isUrl } from '@/utils/validators'

/**
 * An agreement or notice hosted on the web: ?url=<encoded address>&title=<encoded title>.
 * The mini program shows it in a web-view (its domain must be on the business-domain list),
 * H5 in an iframe. Only http(s) addresses are opened.
 */
export default function EssayLinkPage() {
  const { params } = useRouter()
  const url = decodeURIComponent(params.url ?? '')
  const title = params.title ? decodeURIComponent(params.title) : '协议详情'
  return (
    <PageShell title={title}>
      {isUrl(url) ? <WebView src={url} /> : <StateView kind='error' text='链接地址无效，无法打开' />}
    </PageShell>
  )
}
