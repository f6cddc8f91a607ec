import { View } from '@tarojs/components'
import { isSinglePageMode } from '@/platform/singlePageMode'

/** WeChat draws custom-tab-bar/ over the page: keep room for it (none in single-page mode, where WeChat draws no tab bar) */
export default function TabBarSlot() {
  if (isSinglePageMode()) return null
  return <View className='tab-bar-slot' />
}
