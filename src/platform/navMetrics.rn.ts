import { Platform, StatusBar } from 'react-native'
import { initialWindowMetrics } from 'react-native-safe-area-context'
import type { NavMetrics } from './navMetrics'

let cached: NavMetrics | null = null

/**
 * React Native: the red bar reaches the top of the screen as on WeChat. iOS always draws the app
 * under the status bar; Android is made to as well (translucent status bar, white icons), so both
 * report the status bar height the bar must pad.
 */
export function getNavMetrics(): NavMetrics {
  if (cached) return cached
  StatusBar.setBarStyle('light-content')
  let statusBarHeight: number
  if (Platform.OS === 'android') {
    StatusBar.setTranslucent(true)
    StatusBar.setBackgroundColor('transparent')
    statusBarHeight = StatusBar.currentHeight ?? 24
  } else {
    // 20 is the status bar of iPhones without a notch, for the rare start without window metrics
    statusBarHeight = initialWindowMetrics?.insets.top ?? 20
  }
  cached = { statusBarHeight, navBarHeight: 44, capsuleSpace: 0 }
  return cached
}
