import { makeAutoObservable, runInAction } from 'mobx'
import type { ChatMessageRow } from '@contract/api/match'
import { CHAT_CLOSED, CHAT_CONTENT_MAX, CHAT_EMPTY, CHAT_INTERVAL_MS, CHAT_TOO_FAST, CHAT_TOO_LONG, type LiveChatData } from '@contract/live'
import { errorMessage } from '@/services/apiError'
import type { LiveMessage } from '@/services/liveSocket'
import { fetchChat, sendChat } from '@/features/match/services/live'

/** messages kept on screen: the 100 loaded plus a long evening's worth of new ones */
export const CHAT_KEEP = 300

/** characters as a person counts them (code points: an emoji is one), the server's count too */
export function chatLength(text: string): number {
  return Array.from(text).length
}

/**
 * One match's 聊天室: the last 100 messages on entry, new ones pushed on the match's topic (the
 * detail page holds it while shown), the send box with the room's rules checked before asking
 * (not empty, 140 characters, one message per 3 s) and the server's refusals shown as they come.
 */
export class ChatRoomModel {
  messages: ChatMessageRow[] = []
  /** false once the room has closed (2 h after the final whistle): reading only */
  open = true
  loading = false
  loaded = false
  error: string | null = null
  draft = ''
  sending = false
  /** why the last message was not sent (a rule or the server's reason) */
  sendError: string | null = null
  /** no message before this moment (ms) */
  private nextAllowedAt = 0

  constructor(
    readonly matchId: number,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<ChatRoomModel, 'nextAllowedAt' | 'now'>(this, { matchId: false, now: false, nextAllowedAt: false })
  }

  get length(): number {
    return chatLength(this.draft)
  }

  get tooLong(): boolean {
    return this.length > CHAT_CONTENT_MAX
  }

  async load(): Promise<void> {
    this.loading = true
    try {
      const res = await fetchChat(this.matchId)
      runInAction(() => {
        // pushed messages that arrived while loading stay
        const loadedIds = new Set(res.list.map((m) => m.id))
        this.messages = [...res.list, ...this.messages.filter((m) => !loadedIds.has(m.id))].slice(-CHAT_KEEP)
        this.open = res.open
        this.error = null
        this.loaded = true
      })
    } catch (e) {
      runInAction(() => {
        this.error = errorMessage(e, '聊天室加载失败')
        this.loaded = true
      })
    } finally {
      runInAction(() => (this.loading = false))
    }
  }

  setDraft(text: string): void {
    this.draft = text
    this.sendError = null
  }

  /** a pushed chat change of this match: a new message, or one an operator deleted */
  onLiveMessage(message: LiveMessage): void {
    if (message.type !== 'chat') return
    const data = message.data as LiveChatData | null
    if (!data || data.match_id !== this.matchId) return
    if (data.action === 'delete') {
      this.messages = this.messages.filter((m) => m.id !== data.deleted_id)
    } else if (data.action === 'post' && data.message) {
      this.add(data.message)
    }
  }

  /** posts the draft; the caller has checked login. Resolves true when it was sent. */
  async send(): Promise<boolean> {
    if (this.sending || !this.open) return false
    const content = this.draft.trim()
    if (!content) return this.refuse(CHAT_EMPTY)
    if (chatLength(content) > CHAT_CONTENT_MAX) return this.refuse(CHAT_TOO_LONG)
    if (this.now() < this.nextAllowedAt) return this.refuse(CHAT_TOO_FAST)
    this.sending = true
    this.sendError = null
    try {
      const message = await sendChat(this.matchId, content)
      runInAction(() => {
        this.add(message)
        this.draft = ''
        this.nextAllowedAt = this.now() + CHAT_INTERVAL_MS
      })
      return true
    } catch (e) {
      const reason = errorMessage(e, '发送失败，请重试')
      runInAction(() => {
        this.sendError = reason
        if (reason === CHAT_CLOSED) this.open = false
      })
      return false
    } finally {
      runInAction(() => (this.sending = false))
    }
  }

  private refuse(reason: string): false {
    this.sendError = reason
    return false
  }

  private add(message: ChatMessageRow): void {
    if (this.messages.some((m) => m.id === message.id)) return
    this.messages = [...this.messages, message].slice(-CHAT_KEEP)
  }
}
