import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ForumPost } from '@contract/api/community'
import Avatar from '@/components/Avatar'
import ForumImageGrid from '@/features/community/components/ForumImageGrid'
import { routeUrl } from '@/navigation/routes'
import { openPlace } from '@/platform/location'
import { withLogin } from '@/navigation/loginGuard'
import { isPostDeletedHere, toggleCollect, toggleLike } from '@/features/community/stores/forumStore'
import { relativeTime } from '@/utils/relativeTime'
import './index.scss'

/** the mark of 资讯 written from the data beside the official account's name */
const NEWS_BADGE: Record<ForumPost['kind'], string> = { post: '', report: '战报', preview: '前瞻', transfer: '转会' }

interface Props {
  post: ForumPost
  /** in the post page the whole text and every picture show, and the row does not link to itself */
  full?: boolean
}

/** the tag a post carries: its match, else its league */
export function tagText(post: Pick<ForumPost, 'event_name' | 'league_name'>): string {
  if (post.event_name) return post.league_name ? `${post.league_name} · ${post.event_name}` : post.event_name
  return post.league_name
}

/** how the complaint form names the post: its author and the start of its text (ids are never shown) */
export function complaintSubject(post: Pick<ForumPost, 'nickname' | 'content'>): string {
  const text = post.content.replace(/\s+/g, ' ').trim()
  const start = text.length > 20 ? `${text.slice(0, 20)}…` : text
  return start ? `${post.nickname}：${start}` : post.nickname
}

/**
 * One post: author, relative time, the text (always rendered as text: markup shows as typed),
 * pictures, tag, place, and 赞 / 评论 / 收藏 / 投诉. Like and collect change at once and roll back
 * on failure (stores/forum.ts).
 */
function ForumPostRow({ post, full = false }: Props) {
  const open = () => {
    if (!full) void Taro.navigateTo({ url: routeUrl('postDetail', { id: post.id }) })
  }
  // deleted from its own page while this list stayed open underneath
  if (!full && isPostDeletedHere(post.id)) return null
  const tag = tagText(post)
  return (
    <View className='forum-post' data-testid='forum-post' onClick={open}>
      <View className='forum-post__head'>
        <Avatar url={post.avatar} name={post.nickname} size='small' />
        <View className='forum-post__who'>
          <Text className='forum-post__name'>
            {post.nickname}
            {NEWS_BADGE[post.kind] ? <Text className='forum-post__badge' data-testid='forum-news-badge'>{` ${NEWS_BADGE[post.kind]}`}</Text> : null}
          </Text>
          <Text className='forum-post__time'>
            {relativeTime(post.created_at)}
            {post.edited_at ? ' · 已编辑' : ''}
          </Text>
        </View>
      </View>
      <Text className={`forum-post__text ${post.deleted ? 'forum-post__text--deleted' : ''}`} numberOfLines={full ? undefined : 4} data-testid='forum-post-text'>
        {post.content}
      </Text>
      <ForumImageGrid images={post.images} max={full ? undefined : 9} />
      {(tag || post.place) && (
        <View className='forum-post__tags'>
          {tag ? <Text className='forum-post__tag'>#{tag}</Text> : null}
          {post.place ? (
            <Text
              className='forum-post__place'
              data-testid='forum-post-place'
              onClick={(e) => {
                e.stopPropagation()
                if (post.place) openPlace(post.place)
              }}
            >
              位置：{post.place.name}
            </Text>
          ) : null}
        </View>
      )}
      {!post.deleted && (
        <View className='forum-post__actions'>
          <Text
            className={`forum-post__action ${post.liked ? 'forum-post__action--on' : ''}`}
            data-testid='forum-like'
            onClick={(e) => {
              e.stopPropagation()
              withLogin(() => void toggleLike(post))()
            }}
          >
            {post.liked ? '已赞' : '赞'} {post.like_count}
          </Text>
          <Text className='forum-post__action' data-testid='forum-comments' onClick={open}>
            评论 {post.comment_count}
          </Text>
          <Text
            className={`forum-post__action ${post.collected ? 'forum-post__action--on' : ''}`}
            data-testid='forum-collect'
            onClick={(e) => {
              e.stopPropagation()
              withLogin(() => void toggleCollect(post))()
            }}
          >
            {post.collected ? '已收藏' : '收藏'} {post.collect_count}
          </Text>
          {/* one does not report one's own post (我的帖子 lists only those) */}
          {post.is_mine ? null : (
            <Text
              className='forum-post__action forum-post__action--weak'
              data-testid='forum-complaint'
              onClick={(e) => {
                e.stopPropagation()
                withLogin(() => void Taro.navigateTo({ url: routeUrl('complaint', { type: 'post', id: post.id, about: complaintSubject(post) }) }))()
              }}
            >
              投诉
            </Text>
          )}
        </View>
      )}
    </View>
  )
}

export default observer(ForumPostRow)
