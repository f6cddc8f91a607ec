import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { routeUrl } from '@/navigation/routes'
import './index.scss'

/** how long each notice stays on the line */
export const NOTICE_INTERVAL_MS = 3000

interface Props {
  /** null while loading: the bar keeps its place, so what is below does not jump when they arrive */
  notices: ReadonlyArray<{ id: number; title: string }> | null
}

/**
 * System notices one line at a time, the next every 3 s; a tap opens the notice shown. A timer
 * instead of a Swiper: the H5 Swiper brings the whole swiper library (≈40 KB) to the home page.
 */
export default function NoticeTicker({ notices }: Props) {
  const [index, setIndex] = useState(0)
  const count = notices?.length ?? 0
  useEffect(() => {
    setIndex(0)
    if (count < 2) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), NOTICE_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [count])
  if (notices === null) return <View className='notice-ticker' data-testid='notice-loading' />
  const shown = notices[index % Math.max(count, 1)]
  if (!shown) return null
  return (
    <View className='notice-ticker'>
      <Text className='notice-ticker__tag'>公告</Text>
      {/* the same element for every notice, only its text changes: a new element each time would be
          a new largest paint every 3 s for the browser (LCP), long after the page was ready */}
      <View
        className='notice-ticker__item'
        data-testid='notice'
        onClick={() => void Taro.navigateTo({ url: routeUrl('noticeDetail', { id: shown.id }) })}
      >
        <Text className='notice-ticker__title' numberOfLines={1}>
          {shown.title}
        </Text>
      </View>
    </View>
  )
}
