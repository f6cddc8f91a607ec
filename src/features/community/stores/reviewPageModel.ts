import { makeAutoObservable, runInAction } from 'mobx'
import type { ForumComment } from '@contract/api/community'
import { COMMENT_EMPTY, CONTENT_TOO_LONG, FORUM_CONTENT_MAX, contentLength } from '@contract/forum-rules'
import { errorMessage } from '@/services/apiError'
import { addComment, deleteComment, deletePost, editComment } from '@/features/community/services/community'
import { confirmModal } from '@/components/feedback/confirm'
import { toast, toastSuccess } from '@/components/feedback/toast'
import { requireLogin } from '@/navigation/loginGuard'
import { ForumThreadStore, markPostDeleted } from './forumStore'

/**
 * The post page (帖子详情): its thread and the comment box under it. The box writes a new comment,
 * a reply to someone's comment, or a new text for one of mine; the author deletes the post or a
 * comment after a confirm dialog.
 */
export class ReviewPageModel {
  readonly thread: ForumThreadStore
  text = ''
  replyTo: ForumComment | null = null
  /** my comment being edited in the comment box */
  editing: ForumComment | null = null
  sending = false

  constructor(readonly postId: number) {
    this.thread = new ForumThreadStore(postId)
    makeAutoObservable(this, { thread: false, postId: false })
  }

  setText(text: string): void {
    this.text = text
  }

  startReply(comment: ForumComment): void {
    this.editing = null
    this.replyTo = comment
  }

  startEdit(comment: ForumComment): void {
    this.replyTo = null
    this.editing = comment
    this.text = comment.content
  }

  /** 取消回复 keeps what was typed; 取消编辑 drops the old text it put in the box */
  cancelTarget(): void {
    if (this.editing) this.text = ''
    this.replyTo = null
    this.editing = null
  }

  get placeholder(): string {
    return this.editing ? '修改评论' : this.replyTo ? `回复 ${this.replyTo.nickname}` : '写评论…'
  }

  async send(): Promise<void> {
    // a logged-out comment is kept: after the login, 我的 offers the post again with the text in the box
    const draft = this.text.trim()
    if (!requireLogin(draft ? { kind: 'post', route: 'postDetail', params: { id: this.postId }, label: '评论', payload: { draft } } : undefined) || this.sending) return
    const content = this.text.trim()
    if (!content) return toast(COMMENT_EMPTY)
    if (contentLength(content) > FORUM_CONTENT_MAX) return toast(CONTENT_TOO_LONG)
    const editing = this.editing
    this.sending = true
    try {
      if (editing) {
        await editComment(editing.id, content)
        this.thread.comments.patch((c) => c.id === editing.id, (c) => ({ ...c, content, edited_at: Date.now() }))
      } else {
        const comment = await addComment(this.postId, content, this.replyTo?.id)
        this.thread.addShown(comment)
      }
      runInAction(() => {
        this.editing = null
        this.text = ''
        this.replyTo = null
      })
    } catch {
      // the app shell toasted the reason (rate limit, deleted post); the text stays for another try
    } finally {
      runInAction(() => (this.sending = false))
    }
  }

  /** resolves true once the post is deleted: the page then returns to its list (which no longer shows it) */
  async removePost(): Promise<boolean> {
    if (!(await confirmModal('删除帖子', '删除后帖子内容不再显示，确定删除吗？'))) return false
    try {
      await deletePost(this.postId)
      markPostDeleted(this.postId)
      toastSuccess('已删除')
      return true
    } catch (e) {
      toast(errorMessage(e, '删除失败'))
      return false
    }
  }

  async removeComment(comment: ForumComment): Promise<void> {
    if (!(await confirmModal('删除评论', '确定删除这条评论吗？'))) return
    try {
      await deleteComment(comment.id)
      this.thread.removeShown(comment.id)
    } catch (e) {
      toast(errorMessage(e, '删除失败'))
    }
  }
}
