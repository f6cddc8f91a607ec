import Taro from '@tarojs/taro'
import { Swiper, SwiperItem, Text, View } from '@tarojs/components'
import './index.scss'
import { routeUrl } from '@/navigation/routes'


interface Props {
  notices: ReadonlyArray<{ id: number; title: string }>
}

/** system notices scrolling one line at a time; a tap opens the notice */
export default function NoticeTicker({ notices }: Props) {
  if (notices.length === 0) return null
  return (
    <View className='notice-ticker'>
      <Text className='notice-ticker__tag'>公告</Text>
      <Swiper className='notice-ticker__swiper' vertical autoplay circular interval={3000}>
        {notices.map((n) => (
          <SwiperItem key={n.id}>
            <View
              className='notice-ticker__item'
              data-testid='notice'
              onClick={() => void Taro.navigateTo({ url: routeUrl('noticeDetail', { id: n.id }) })}
            >
              <Text className='notice-ticker__title' numberOfLines={1}>
                {n.title}
              </Text>
            </View>
          </SwiperItem>
        ))}
      </Swiper>
    </View>
  )
}
