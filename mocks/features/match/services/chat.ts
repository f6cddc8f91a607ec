import type { Db } from '../../../db'
import { statement } from '../../../services/statements'
import { maskSensitive } from '../../../services/sensitiveWords'
import { matchById } from './matchQueries'
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
type ChatListener = (data: LiveChatData, authorId: number) => void
const listeners = new WeakMap<Db, ChatListener>()
export function onChat(db: Db, listener: ChatListener | undefined): void {
  if (listener) listeners.set(db, listener)
  else listeners.delete(db)
}

interface ChatRow { id: number; match_id: number; user_id: number; content: string; created_at: number; nickname: string; avatar: string }

const SELECT = `SELECT c.id, c.match_id, c.user_id, c.content, c.created_at, u.nickname, u.avatar
  FROM fb_chat_messages c JOIN users u ON u.id = c.user_id`

const toMessage = (r: ChatRow): ChatMessage => ({
  id: r.id, event_id: r.match_id, user_id: r.user_id, nickname: r.nickname || `球迷${r.user_id}`, avatar: r.avatar, content: r.content, at: r.created_at,
})

/** Unix ms the room closes (2 h after the final whistle), null when the match has no final whistle by now */
export function chatClosesAt(db: Db, matchId: number, now: number): number | null {
  const m = matchById(db, matchId)
  if (!m || m.postponed || m.end_at > now) return null
  return m.end_at + CHAT_CLOSE_AFTER_FINISH_MS
}

/** the last CHAT_HISTORY messages, oldest first, without deleted ones and those of authors the viewer black-listed */
export function chatHistory(db: Db, matchId: number, viewerId: number | undefined): ChatMessage[] {
  const rows = statement(db, `${SELECT} WHERE c.match_id = ? AND c.deleted_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM user_blacks b WHERE b.user_id = ? AND b.target_id = c.user_id)
    ORDER BY c.id DESC LIMIT ?`).all(matchId, viewerId ?? 0, CHAT_HISTORY) as ChatRow[]
  return rows.reverse().map(toMessage)
}

/** control characters and line breaks become spaces: one line of plain text */
function plainText(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, ' ').replace(/\s+/g, ' ').trim()
}

/** posts a message; the refusal text (Chinese) when a rule says no */
export function postChat(db: Db, userId: number, matchId: number, rawContent: string, now: number): { message: ChatMessage } | { refused: string } {
  const m = matchById(db, matchId)
  if (!m) return { refused: '比赛不存在' }
  const closesAt = chatClosesAt(db, matchId, now)
  if (closesAt !== null && now >= closesAt) return { refused: CHAT_CLOSED }
  const content = plainText(rawContent)
  if (content === '') return { refused: CHAT_EMPTY }
  if (Array.from(content).length > CHAT_CONTENT_MAX) return { refused: CHAT_TOO_LONG }
  const last = statement(db, 'SELECT MAX(created_at) FROM fb_chat_messages WHERE user_id = ?').pluck(true).get(userId) as number | null
  if (last !== null && now - last < CHAT_INTERVAL_MS && now >= last) return { refused: CHAT_TOO_FAST }
  const id = Number(statement(db, 'INSERT INTO fb_chat_messages (match_id, user_id, content, created_at) VALUES (?, ?, ?, ?)')
    .run(matchId, userId, maskSensitive(db, content), now).lastInsertRowid)
  const message = toMessage(statement(db, `${SELECT} WHERE c.id = ?`).get(id) as ChatRow)
  listeners.get(db)?.({ match_id: matchId, action: 'post', message }, userId)
  return { message }
}

/** operator: removes a message from the room (and from every open chat panel); false when there is none */
export function deleteChat(db: Db, messageId: number, now: number): boolean {
  const row = statement(db, 'SELECT match_id, user_id FROM fb_chat_messages WHERE id = ? AND deleted_at IS NULL').get(messageId) as { match_id: number; user_id: number } | undefined
  if (!row) return false
  statement(db, 'UPDATE fb_chat_messages SET deleted_at = ? WHERE id = ?').run(now, messageId)
  listeners.get(db)?.({ match_id: row.match_id, action: 'delete', deleted_id: messageId }, row.user_id)
  return true
}

/** has `viewerId` black-listed `authorId` (then the viewer does not see the author's messages) */
export function blackListedBy(db: Db, viewerId: number, authorId: number): boolean {
  return statement(db, 'SELECT 1 FROM user_blacks WHERE user_id = ? AND target_id = ?').get(viewerId, authorId) !== undefined
}
