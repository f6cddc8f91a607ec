import Taro, { useRouter } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { ForumComment } from '@contract/api/forum'
import { FORUM_CONTENT_MAX } from '@contract/forum-rules'
import Avatar from '@/components/Avatar'
import ForumPostRow from '@/features/community/components/ForumPostRow'
import ListView from '@/components/states/ListView'
import PageShell from '@/components/layout/PageShell'
import StateView from '@/components/states/StateView'
import { useListPage } from '@/hooks/useListPage'
import { routeUrl } from '@/navigation/routes'
import { errorMessage } from '@/services/apiError'
import { confirmModal } from '@/components/feedback/confirm'
import { addComment, deleteComment, deletePost, editComment } from '@/features/community/services/forum'
import { requireLogin } from '@/navigation/loginGuard'
import { toast, toastSuccess } from '@/components/feedback/toast'
import { ForumThreadStore, markPostDeleted } from '@/features/community/stores/forumStore'
import { relativeTime } from '@/utils/relativeTime'
import './review.scss'

/** a post with its comments and replies: like, collect, share, complaint, the author's edit and delete, a comment box */
function ReviewPage() {
  const { params } = useRouter()
  const id = Number(params.id)
  const [thread] = useState(() => new ForumThreadStore(id))
  useListPage(thread.comments, { autoLoad: id > 0 })
  const [text, setText] = useState('')
  const [replyTo, setReplyTo] = useState<ForumComment | null>(null)
  /** my comment being edited in the comment box */
  const [editing, setEditing] = useState<ForumComment | null>(null)
  const [sending, setSending] = useState(false)
  const post = thread.post

  const send = async () => {
    if (!requireLogin() || sending) return
    const content = text.trim()
    if (!content) return toast('请输入评论内容')
    setSending(true)
    try {
      if (editing) {
        await editComment(editing.id, content)
        thread.comments.patch((c) => c.id === editing.id, (c) => ({ ...c, content, edited_at: Date.now() }))
        setEditing(null)
      } else {
        thread.addShown(await addComment(id, content, replyTo?.id))
      }
      setText('')
      setReplyTo(null)
    } catch {
      // the request wrapper toasted the reason (rate limit, deleted post); the text stays for another try
    } finally {
      setSending(false)
    }
  }

  const removePost = async () => {
    if (!(await confirmModal('删除帖子', '删除后帖子内容不再显示，确定删除吗？'))) return
    try {
      await deletePost(id)
      markPostDeleted(id)
      toastSuccess('已删除')
      await thread.comments.reload()
    } catch (e) {
      toast(errorMessage(e, '删除失败'))
    }
  }

  const removeComment = async (comment: ForumComment) => {
    if (!(await confirmModal('删除评论', '确定删除这条评论吗？'))) return
    try {
      await deleteComment(comment.id)
      thread.removeShown(comment.id)
    } catch (e) {
      toast(errorMessage(e, '删除失败'))
    }
  }

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
          <Text className='review__owner-action' data-testid='post-edit' onClick={() => void Taro.navigateTo({ url: routeUrl('reviewAppend', { id }) })}>
            编辑
          </Text>
          <Text className='review__owner-action' data-testid='post-delete' onClick={() => void removePost()}>
            删除
          </Text>
        </View>
      )}
      <Text className='review__comments-title'>评论 {post.comment_count}</Text>
    </View>
  ) : null

  return (
    <PageShell title='帖子详情' shareTitle={post && !post.deleted ? post.content.slice(0, 30) : undefined}>
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
                      onClick={() => {
                        setEditing(null)
                        setReplyTo(c)
                      }}
                    >
                      回复
                    </Text>
                  )}
                  {c.is_mine && post && !post.deleted && (
                    <Text
                      className='review__comment-action'
                      data-testid='comment-edit'
                      onClick={() => {
                        setReplyTo(null)
                        setEditing(c)
                        setText(c.content)
                      }}
                    >
                      编辑
                    </Text>
                  )}
                  {c.is_mine && (
                    <Text className='review__comment-action' onClick={() => void removeComment(c)}>
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
              value={text}
              maxlength={FORUM_CONTENT_MAX}
              placeholder={editing ? '修改评论' : replyTo ? `回复 ${replyTo.nickname}` : '写评论…'}
              onInput={(e) => setText(e.detail.value)}
              onConfirm={() => void send()}
            />
            {(replyTo || editing) && (
              <Text
                className='review__cancel-reply'
                onClick={() => {
                  if (editing) setText('')
                  setReplyTo(null)
                  setEditing(null)
                }}
              >
                {editing ? '取消编辑' : '取消回复'}
              </Text>
            )}
            <Text className={`review__send ${sending ? 'review__send--busy' : ''}`} data-testid='comment-send' onClick={() => void send()}>
              {sending ? '发送中' : editing ? '保存' : '发送'}
            </Text>
          </View>
        )}
      </View>
    </PageShell>
  )
}

export default observer(ReviewPage)
