import { useDidHide, useDidShow } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { useState } from 'react'
import { RootSiblingPortal } from 'react-native-root-siblings'
import { initialWindowMetrics } from 'react-native-safe-area-context'
import AppTabBar from '@/components/layout/AppTabBar'
import { currentRoutePath } from '@/utils/currentRoute'
import './index.rn.scss'

/**
 * React Native: tabBar.custom keeps Taro's native tab bar hidden, and a page is the content of a
 * scroll view, so a bar drawn in the page would scroll away. The slot keeps room at the end of
 * the page and, while the page is shown, draws AppTabBar in the app's root overlay (the layer
 * Taro RN's toasts use), pinned to the bottom of the screen above the safe-area inset.
 */
export default function TabBarSlot() {
  // the route captured when the page shows: Taro sets the current route before calling didShow
  const [shownPath, setShownPath] = useState<string | null>(null)
  useDidShow(() => setShownPath(currentRoutePath()))
  useDidHide(() => setShownPath(null))
  const insetBottom = initialWindowMetrics?.insets.bottom ?? 0
  return (
    <View className='tab-bar-slot' style={{ marginBottom: insetBottom }}>
      {shownPath !== null && (
        <RootSiblingPortal>
          <View className='tab-bar-slot__bar' style={{ paddingBottom: insetBottom }}>
            <AppTabBar current={shownPath} />
          </View>
        </RootSiblingPortal>
      )}
    </View>
  )
}
