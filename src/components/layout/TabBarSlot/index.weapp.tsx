import { View } from '@tarojs/components'

/** WeChat draws custom-tab-bar/ over the page: keep room for it */
export default function TabBarSlot() {
  return <View className='tab-bar-slot' />
}
