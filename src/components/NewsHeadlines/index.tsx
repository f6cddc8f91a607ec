import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { ForumPost } from '@contract/api/community'
import { routeUrl } from '@/navigation/routes'
import './index.scss'

/** the first line of a 资讯 post, its 【战报】 / 【前瞻】 / 【转会】 mark kept */
export const newsHeadline = (post: Pick<ForumPost, 'content'>) => post.content.split('\n')[0]

interface Props {
  title: string
  news: readonly ForumPost[]
  testId: string
}

/**
 * A block of 资讯 headlines (docs/product/news.md), each opening its post: the board's 最新资讯,
 * a team home's 球队资讯, the followed teams' 战报. Nothing is drawn when there are none.
 */
export default function NewsHeadlines({ title, news, testId }: Props) {
  if (news.length === 0) return null
  return (
    <View className='news-headlines' data-testid={testId}>
      <Text className='news-headlines__title'>{title}</Text>
      {news.map((post) => (
        <Text
          key={post.id}
          className='news-headlines__row'
          data-testid={`${testId}-${post.id}`}
          onClick={() => void Taro.navigateTo({ url: routeUrl('postDetail', { id: post.id }) })}
        >
          {newsHeadline(post)}
        </Text>
      ))}
    </View>
  )
}
