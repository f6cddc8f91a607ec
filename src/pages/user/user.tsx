import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '@/components/layout/PageShell'
import { UserCard, ResumeBanner, UserMenus, logOut, entryUrl, visibleEntryGroups, type UserEntry } from '@/features/account'
import FormSubmit from '@/components/form/FormSubmit'
import { useStores } from '@/stores/StoreContext'
import { requireLogin } from '@/navigation/loginGuard'
import { badgeText } from '@/utils/badge'
import './user.scss'
import { routeUrl } from '@/navigation/routes'
import { useNetworkWait } from '@/hooks/useNetworkWait'


/** the personal center tab: who I am, my numbers, and the way into every personal page */
function UserPage() {
  const { user, member, app, backend } = useStores()
  const reload = () => (user.isLoggedIn ? member.refresh({ silent: true }).then(() => undefined) : Promise.resolve())

  useDidShow(() => {
    void reload().catch(() => undefined)
  })
  usePullDownRefresh(async () => {
    try {
      await reload()
    } catch {
      // the card shows the failure; the pull must still end
    }
    Taro.stopPullDownRefresh()
  })

  const open = (entry: UserEntry) => {
    if (entry.needsLogin && !requireLogin()) return
    void Taro.navigateTo({ url: entryUrl(entry, viewer) })
  }
  const viewer = { payModule: app.payModule, isExpert: member.isExpert, expertId: member.expertId }
  const groups = visibleEntryGroups(viewer, (ext) => backend.has(ext))
  const info = member.info
  // no network: the page's one offline state (PageShell) says so and retries; the card keeps the last info
  const offline = user.isLoggedIn && member.errorKind === 'network'
  useNetworkWait(offline && !member.loading, () => void reload().catch(() => undefined))
  const pendingText = user.isLoggedIn && !info ? (offline ? '网络不可用' : member.error ? `加载失败：${member.error}` : '加载中…') : undefined

  return (
    <PageShell title='我的' isTab>
      <UserCard
        member={info}
        pendingText={pendingText}
        showVipOffer={app.payModule}
        onLogin={() => void Taro.navigateTo({ url: routeUrl('loginChoice') })}
        onEdit={() => void Taro.navigateTo({ url: routeUrl('settings') })}
        onVip={() => {
          if (requireLogin()) void Taro.navigateTo({ url: routeUrl('buyVip') })
        }}
      />
      <ResumeBanner />
      <UserMenus groups={groups} badgeOf={(e) => (e.badge === 'unread' ? badgeText(member.unreadCount) : undefined)} onOpen={open} />
      {user.isLoggedIn && (
        <View className='user-page__logout'>
          <FormSubmit text='退出登录' kind='ghost' onSubmit={() => void logOut()} />
        </View>
      )}
    </PageShell>
  )
}

export default observer(UserPage)
