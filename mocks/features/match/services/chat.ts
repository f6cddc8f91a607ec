import type { Db } from '../../../db'
import { maskSensitive } from '../../../services/sensitiveWords'
import { blackedIds, blackListersOf, userBriefs } from '../../account'
import { matchById } from '../repository/matches'
import { insertMessage, lastMessageAt, latestMessages, liveMessage, markDeleted, messageById } from '../repository/chat'
import {
  CHAT_CLOSE_AFTER_FINISH_MS, CHAT_CLOSED, CHAT_CONTENT_MAX, CHAT_EMPTY, CHAT_HISTORY, CHAT_INTERVAL_MS, CHAT_TOO_FAST, CHAT_TOO_LONG,
  type ChatMessage, type LiveChatData,
} from '../../../../types/live'

/**
 * A chat room per match (聊天室). The rules live here once, for both ways in (api/Game/chat_send
 * and the socket's `chat` op): 1 message per user per CHAT_INTERVAL_MS, CHAT_CONTENT_MAX characters,
 * the forum's sensitive-word mask, plain text, closed CHAT_CLOSE_AFTER_FINISH_MS after the final
 * whistle. Times are the server's clock, so tests move it instead of waiting.
 */

/** who hears of a new or deleted message: the live hub of this database, when one runs */
type ChatListener = (data: LiveChatData, authorId: number) => void | Promise<void>
const listeners = new WeakMap<Db, ChatListener>()
export function onChat(db: Db, listener: ChatListener | undefined): void {
  if (listener) listeners.set(db, listener)
  else listeners.delete(db)
}

interface StoredMessage { id: number; match_id: number; user_id: number; content: string; created_at: number }

/** messages with their authors' names and avatars (account's users), in one lookup */
async function toMessages(db: Db, rows: StoredMessage[]): Promise<ChatMessage[]> {
  const authors = await userBriefs(db, rows.map((r) => r.user_id))
  return rows.flatMap((r) => {
    const u = authors.get(r.user_id)
    // a message whose author row is gone is not shown (as the join with users did)
    if (!u) return []
    return [{ id: r.id, event_id: r.match_id, user_id: r.user_id, nickname: u.nickname || `球迷${r.user_id}`, avatar: u.avatar, content: r.content, at: r.created_at }]
  })
}

/** Unix ms the room closes (2 h after the final whistle), null when the match has no final whistle by now */
export async function chatClosesAt(db: Db, matchId: number, now: number): Promise<number | null> {
  const m = await matchById(db, matchId)
  if (!m || m.postponed || m.end_at > now) return null
  return m.end_at + CHAT_CLOSE_AFTER_FINISH_MS
}

/** the last CHAT_HISTORY messages, oldest first, without deleted ones and those of authors the viewer black-listed */
export async function chatHistory(db: Db, matchId: number, viewerId: number | undefined): Promise<ChatMessage[]> {
  const rows = await latestMessages(db, matchId, await blackedIds(db, viewerId ?? 0), CHAT_HISTORY)
  return toMessages(db, rows.reverse())
}

/** control characters and line breaks become spaces: one line of plain text */
function plainText(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, ' ').replace(/\s+/g, ' ').trim()
}

/** why a message may not be posted now, or its cleaned text */
async function checked(db: Db, userId: number, matchId: number, rawContent: string, now: number): Promise<{ content: string } | { refused: string }> {
  if (!await matchById(db, matchId)) return { refused: '比赛不存在' }
  const closesAt = await chatClosesAt(db, matchId, now)
  if (closesAt !== null && now >= closesAt) return { refused: CHAT_CLOSED }
  const content = plainText(rawContent)
  if (content === '') return { refused: CHAT_EMPTY }
  if (Array.from(content).length > CHAT_CONTENT_MAX) return { refused: CHAT_TOO_LONG }
  const last = await lastMessageAt(db, userId)
  if (last !== null && now - last < CHAT_INTERVAL_MS && now >= last) return { refused: CHAT_TOO_FAST }
  return { content }
}

/** posts a message; the refusal text (Chinese) when a rule says no */
export async function postChat(db: Db, userId: number, matchId: number, rawContent: string, now: number): Promise<{ message: ChatMessage } | { refused: string }> {
  const ok = await checked(db, userId, matchId, rawContent, now)
  if ('refused' in ok) return ok
  const id = await insertMessage(db, { match_id: matchId, user_id: userId, content: await maskSensitive(db, ok.content), created_at: now })
  const stored = await messageById(db, id)
  const [message] = stored ? await toMessages(db, [stored]) : []
  if (!message) return { refused: '发送失败' }
  await listeners.get(db)?.({ match_id: matchId, action: 'post', message }, userId)
  return { message }
}

/** operator: removes a message from the room (and from every open chat panel); false when there is none */
export async function deleteChat(db: Db, messageId: number, now: number): Promise<boolean> {
  const row = await liveMessage(db, messageId)
  if (!row) return false
  await markDeleted(db, messageId, now)
  await listeners.get(db)?.({ match_id: row.match_id, action: 'delete', deleted_id: messageId }, row.user_id)
  return true
}

/** who black-listed `authorId`: they do not see the author's messages */
export async function chatHiddenFrom(db: Db, authorId: number): Promise<Set<number>> {
  return new Set(await blackListersOf(db, authorId))
}
