import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import StateView from '@/components/states/StateView'
import { useStores } from '@/stores/StoreContext'
import { routeUrl } from '@/navigation/routes'

interface Props {
  /** what the page offers once logged in, e.g. 登录后可以提交反馈 */
  reason: string
  children: ReactNode
}

/** the body of a personal page: its content for a logged-in user, a way to log in otherwise (opened from a share or after logout) */
function LoginRequired({ reason, children }: Props) {
  const { user } = useStores()
  if (user.isLoggedIn) return <>{children}</>
  return (
    <StateView kind='empty' text={reason} actionText='去登录' onRetry={() => void Taro.navigateTo({ url: routeUrl('loginChoice') })} />
  )
}

export default observer(LoginRequired)
