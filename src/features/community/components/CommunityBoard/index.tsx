import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { FORUM_SORTS } from '@contract/forum-rules'
import ForumPostRow from '@/features/community/components/ForumPostRow'
import ListView from '@/components/states/ListView'
import SectionTitle from '@/components/layout/SectionTitle'
import SegmentTabs from '@/components/layout/SegmentTabs'
import { routeUrl } from '@/navigation/routes'
import { requireLogin } from '@/navigation/loginGuard'
import { CommunityBoardStore, NEWS_TAG, type BoardFilterTag } from '@/features/community/stores/forumStore'
import { useStores } from '@/stores/StoreContext'
import NewsHeadlines from '@/components/NewsHeadlines'
import './index.scss'

const sameTag = (a: BoardFilterTag | null, b: BoardFilterTag | null) => a?.kind === b?.kind && a?.id === b?.id

/**
 * The 社区 section of the home tab: 最新 / 热门 / 关注, a tag filter (资讯, then matches and leagues
 * people talk about), the posts with reach-bottom paging and pull-to-refresh, and 发帖.
 */
function CommunityBoard() {
  const { user } = useStores()
  const [board] = useState(() => new CommunityBoardStore())
  useEffect(() => {
    void board.posts.refresh()
    void board.tags.load()
  }, [board])
  usePullDownRefresh(() => {
    void board.posts.refresh()
    void board.tags.load()
  })
  useReachBottom(() => void board.posts.loadMore())

  const tags: BoardFilterTag[] = [
    NEWS_TAG,
    ...(board.tags.data?.races ?? []).slice(0, 8).map((r): BoardFilterTag => ({ kind: 'match', id: r.event_id, label: r.name })),
    ...(board.tags.data?.leagues ?? []).slice(0, 6).map((l): BoardFilterTag => ({ kind: 'league', id: l.league_id, label: l.name })),
  ]
  const chooseSort = (sort: (typeof FORUM_SORTS)[number]['key']) => {
    if (sort === 'following' && !requireLogin()) return
    void board.setSort(sort)
  }
  const followingEmpty = board.sort === 'following' ? (user.isLoggedIn ? '关注的比赛还没有帖子' : '登录后查看关注的比赛的帖子') : '还没有帖子，来发第一帖吧'

  return (
    <View className='community-board' data-testid='community-board'>
      <SectionTitle
        title='社区'
        moreText='发帖'
        onMore={() => {
          if (requireLogin({ kind: 'post', route: 'postEditor', params: {}, label: '新帖子' })) void Taro.navigateTo({ url: routeUrl('postEditor') })
        }}
      />
      <NewsHeadlines title='最新资讯' news={board.news} testId='latest-news' />
      <SegmentTabs tabs={FORUM_SORTS} value={board.sort} onChange={chooseSort} />
      {tags.length > 0 && (
        <ScrollView scrollX className='community-board__tags'>
          <View className='community-board__tag-row'>
            {[null, ...tags].map((tag) => (
              <Text
                key={tag ? `${tag.kind}-${tag.id}` : 'all'}
                className={`community-board__tag ${sameTag(tag, board.tag) ? 'community-board__tag--on' : ''}`}
                onClick={() => {
                  if (!sameTag(tag, board.tag)) void board.setTag(tag)
                }}
              >
                {tag ? tag.label : '全部'}
              </Text>
            ))}
          </View>
        </ScrollView>
      )}
      <ListView model={board.posts} keyOf={(p) => p.id} renderItem={(p) => <ForumPostRow post={p} />} emptyText={followingEmpty} />
    </View>
  )
}

export default observer(CommunityBoard)
