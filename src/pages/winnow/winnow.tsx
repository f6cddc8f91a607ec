import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { WINNOW_PICKS_SHOWN } from '@contract/tab-first-screen'
import PageShell from '@/components/layout/PageShell'
import { WinnowBody, VipTabModel } from '@/features/money'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { routeUrl } from '@/navigation/routes'
import { requireLogin } from '@/navigation/loginGuard'
import { useStores } from '@/stores/StoreContext'
import { takeTabFirstScreen } from '@/platform/homeFirstScreen'

/** the VIP tab: VIP state and the way to buy it, the rule the picks' experts meet, today's 二合一 and 单场 picks, the odds tools */
function WinnowPage() {
  const { app, user } = useStores()
  // H5: a visitor's first answers came with index.html (its HTML first screen was drawn from them)
  const [tab] = useState(() => new VipTabModel(WINNOW_PICKS_SHOWN, user.isLoggedIn ? undefined : takeTabFirstScreen('winnow')))
  const reload = () => tab.reload()
  // VIP bought elsewhere, a pick bought, a login: every show reads the picks again
  useDidShow(() => void reload())
  useRefreshPage(reload)

  const onBuy = () => {
    if (requireLogin()) void Taro.navigateTo({ url: routeUrl('buyVip') })
  }
  return (
    <PageShell title='精选' isTab>
      <WinnowBody tab={tab} payModule={app.payModule} onBuy={onBuy} />
    </PageShell>
  )
}

export default observer(WinnowPage)
