import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { routeUrl } from '@/navigation/routes'

/** the home's search box: a tap opens the search page (styles: src/pages/index/index.scss) */
export default function HomeSearchBox() {
  return (
    <View className='home__search' data-testid='home-search' onClick={() => void Taro.navigateTo({ url: routeUrl('search') })}>
      <Text className='home__search-box'>请输入关键词</Text>
    </View>
  )
}
