import Taro, { useRouter } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { FORUM_CONTENT_MAX } from '@contract/forum-rules'
import Avatar from '@/components/Avatar'
import { ForumPostRow, ReviewPageModel, postShareDesc } from '@/features/community'
import ListView from '@/components/states/ListView'
import PageShell from '@/components/layout/PageShell'
import StateView from '@/components/states/StateView'
import { useListPage } from '@/hooks/useListPage'
import { useResume } from '@/hooks/useResume'
import { routeUrl } from '@/navigation/routes'
import { relativeTime } from '@/utils/relativeTime'
import './review.scss'

/** back to the list the post was opened from (the board on the home tab when opened by a link) */
function leavePage(): void {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack()
  else void Taro.reLaunch({ url: routeUrl('home') })
}

/** a post with its comments and replies: like, collect, share, complaint, the author's edit and delete, a comment box */
function ReviewPage() {
  const { params } = useRouter()
  const id = Number(params.id)
  const [page] = useState(() => new ReviewPageModel(id))
  // a comment typed while logged out comes back in the box
  useResume('post', 'postDetail', { id }, id > 0, (action) => {
    if (action.payload?.draft) page.setText(String(action.payload.draft))
  })
  const thread = page.thread
  useListPage(thread.comments, { autoLoad: id > 0 })
  const post = thread.post

  if (!(id > 0)) {
    return (
      <PageShell title='帖子详情'>
        <StateView kind='empty' text='没有指定帖子' />
      </PageShell>
    )
  }

  const header = post ? (
    <View>
      <ForumPostRow post={post} full />
      {post.is_mine && !post.deleted && (
        <View className='review__owner'>
          <Text className='review__owner-action' data-testid='post-edit' onClick={() => void Taro.navigateTo({ url: routeUrl('postEditor', { id }) })}>
            编辑
          </Text>
          <Text className='review__owner-action' data-testid='post-delete' onClick={() => void page.removePost().then((deleted) => deleted && leavePage())}>
            删除
          </Text>
        </View>
      )}
      <Text className='review__comments-title'>评论 {post.comment_count}</Text>
    </View>
  ) : null

  return (
    <PageShell title='帖子详情' shareTitle={post && !post.deleted ? post.content.slice(0, 30) : undefined} shareCard={{ kind: 'post', id, ...(post && !post.deleted ? { desc: postShareDesc(post) } : {}) }}>
      <View className='review'>
        <ListView
          model={thread.comments}
          header={header}
          keyOf={(c) => c.id}
          emptyText='还没有评论，来说两句'
          renderItem={(c) => (
            <View className='review__comment' data-testid='forum-comment'>
              <Avatar url={c.avatar} name={c.nickname} size='small' />
              <View className='review__comment-body'>
                <Text className='review__comment-name'>
                  {c.nickname}
                  {c.reply_nickname ? ` 回复 ${c.reply_nickname}` : ''}
                </Text>
                <Text className='review__comment-text' data-testid='forum-comment-text'>
                  {c.content}
                </Text>
                <View className='review__comment-meta'>
                  <Text className='review__comment-time'>{relativeTime(c.created_at)}</Text>
                  {post && !post.deleted && (
                    <Text
                      className='review__comment-action'
                      onClick={() => page.startReply(c)}
                    >
                      回复
                    </Text>
                  )}
                  {c.is_mine && post && !post.deleted && (
                    <Text
                      className='review__comment-action'
                      data-testid='comment-edit'
                      onClick={() => page.startEdit(c)}
                    >
                      编辑
                    </Text>
                  )}
                  {c.is_mine && (
                    <Text className='review__comment-action' onClick={() => void page.removeComment(c)}>
                      删除
                    </Text>
                  )}
                </View>
              </View>
            </View>
          )}
        />
        {post && !post.deleted && (
          <View className='review__box'>
            <Input
              className='review__input'
              data-testid='comment-input'
              value={page.text}
              maxlength={FORUM_CONTENT_MAX}
              placeholder={page.placeholder}
              onInput={(e) => page.setText(e.detail.value)}
              onConfirm={() => void page.send()}
            />
            {(page.replyTo || page.editing) && (
              <Text className='review__cancel-reply' onClick={() => page.cancelTarget()}>
                {page.editing ? '取消编辑' : '取消回复'}
              </Text>
            )}
            <Text className={`review__send ${page.sending ? 'review__send--busy' : ''}`} data-testid='comment-send' onClick={() => void page.send()}>
              {page.sending ? '发送中' : page.editing ? '保存' : '发送'}
            </Text>
          </View>
        )}
      </View>
    </PageShell>
  )
}

export default observer(ReviewPage)
