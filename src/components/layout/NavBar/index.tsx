import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import Icon from '@/components/Icon'
import type { ReactNode } from 'react'
import { getNavMetrics } from '@/platform/navMetrics'
import ShareButton from '@/components/layout/ShareButton/index'
import './index.scss'
import { routeUrl } from '@/navigation/routes'
import { isSinglePageMode } from '@/platform/singlePageMode'

export const HOME_URL = routeUrl('home')

interface Props {
  title: string
  /** tab pages have no back or home button */
  isTab?: boolean
  /** extra actions at the right (before the share button) */
  right?: ReactNode
  /** default true: a share button on H5/RN (WeChat shares from its capsule) */
  share?: boolean
  /**
   * where the back arrow leads when there is no page below (a page opened by a flow that replaced
   * the pages behind it, e.g. the wallet after the payment result): a back arrow, not the home icon
   */
  backUrl?: string
}

function hasHistory(): boolean {
  try {
    return Taro.getCurrentPages().length > 1
  } catch {
    return false
  }
}

/** custom navigation bar (pages use navigationStyle custom): back where there is history, else home */
export default function NavBar({ title, isTab = false, right, share = true, backUrl }: Props) {
  const { statusBarHeight, navBarHeight, capsuleSpace } = getNavMetrics()
  const canGoBack = !isTab && hasHistory()
  const showBack = canGoBack || !!backUrl
  const goBack = () => {
    if (canGoBack) return Taro.navigateBack()
    // reLaunch: the fallback may be a tab page, which redirectTo cannot open
    return Taro.reLaunch({ url: backUrl ?? HOME_URL })
  }
  const total = statusBarHeight + navBarHeight
  const side = Math.max(capsuleSpace, 80)
  return (
    <View className='nav-bar' style={{ height: total }}>
      <View className='nav-bar__fixed' style={{ paddingTop: statusBarHeight, height: navBarHeight }}>
        <View className='nav-bar__side' style={{ width: side }}>
          {/* single-page mode (opened from Moments) opens no other page: no back or home button */}
          {!isTab && !isSinglePageMode() && (
            <View
              className='nav-bar__action'
              data-testid={showBack ? 'nav-back' : 'nav-home'}
              onClick={() => void goBack()}
            >
              <Icon value={showBack ? 'chevron-left' : 'home'} size={20} color='#fff' />
            </View>
          )}
        </View>
        <Text className='nav-bar__title' numberOfLines={1}>{title}</Text>
        <View className='nav-bar__side nav-bar__side--right' style={{ width: side, paddingRight: capsuleSpace }}>
          {right}
          {share && <ShareButton title={title} />}
        </View>
      </View>
    </View>
  )
}
