import { makeAutoObservable, runInAction } from 'mobx'
import type { ForumPlace } from '@contract/api/community'
import { CONTENT_EMPTY, CONTENT_TOO_LONG, FORUM_CONTENT_MAX, contentLength } from '@contract/forum-rules'
import { errorMessage } from '@/services/apiError'
import { editPost, fetchPost, publishPost } from '@/features/community/services/community'
import { toastSuccess } from '@/components/feedback/toast'
import type { BoardTag } from './forumStore'

/**
 * The post editor (发布帖子, or 编辑帖子 of one of mine): text, pictures, a match or league tag and
 * a place. The content is checked before anything is sent; editing loads the post first.
 */
export class PostEditorModel {
  content = ''
  images: string[] = []
  tag: BoardTag | null = null
  place: ForumPlace | null = null
  contentError: string | null = null
  loadFailure: string | null = null
  loading: boolean

  /** editId 0: a new post */
  constructor(readonly editId: number) {
    this.loading = editId > 0
    makeAutoObservable(this, { editId: false })
  }

  get isEdit(): boolean {
    return this.editId > 0
  }

  /** an edit starts from the post as it is */
  async load(): Promise<void> {
    if (!this.isEdit) return
    try {
      const p = await fetchPost(this.editId)
      runInAction(() => {
        this.content = p.content
        this.images = p.images
        this.place = p.place
        if (p.event_id) this.tag = { kind: 'match', id: p.event_id, label: p.league_name ? `${p.league_name} · ${p.event_name}` : p.event_name }
        else if (p.league_id) this.tag = { kind: 'league', id: p.league_id, label: p.league_name }
      })
    } catch (e) {
      runInAction(() => (this.loadFailure = errorMessage(e, '帖子加载失败')))
    } finally {
      runInAction(() => (this.loading = false))
    }
  }

  setContent(content: string): void {
    this.content = content
    this.contentError = null
  }

  setImages(images: string[]): void {
    this.images = images
  }

  setTag(tag: BoardTag | null): void {
    this.tag = tag
  }

  setPlace(place: ForumPlace | null): void {
    this.place = place
  }

  /**
   * Sends the post (or saves my edit) and answers its id; null when the content is refused here
   * (the reason shows under the field). A server refusal throws for the form to show.
   */
  async publish(): Promise<number | null> {
    const text = this.content.trim()
    if (!text && this.images.length === 0) return this.refuse(CONTENT_EMPTY)
    if (contentLength(text) > FORUM_CONTENT_MAX) return this.refuse(CONTENT_TOO_LONG)
    this.contentError = null
    const place = this.place
    const fields = {
      content: text,
      images: this.images,
      event_id: this.tag?.kind === 'match' ? this.tag.id : 0,
      league_id: this.tag?.kind === 'league' ? this.tag.id : 0,
      place_name: place?.name ?? '',
      place_address: place?.address,
      latitude: place?.latitude,
      longitude: place?.longitude,
    }
    const { id } = this.isEdit ? await editPost({ id: this.editId, ...fields }) : await publishPost(fields)
    toastSuccess(this.isEdit ? '已保存' : '发布成功')
    return id
  }

  private refuse(reason: string): null {
    this.contentError = reason
    return null
  }
}
