import { View } from '@tarojs/components'
import AppTabBar from '@/components/layout/AppTabBar'

/**
 * H5: Taro's router draws only its built-in tab bar (no custom-tab-bar support), so tab pages
 * draw ours in the page and app.scss hides the built-in one.
 */
export default function TabBarSlot() {
  return (
    <View className='tab-bar-slot'>
      <AppTabBar />
    </View>
  )
}
