import type { Res } from '@contract/api'
import { request } from '@/services/request'

/** 消息 calls: my messages, system announcements, feedback and complaints */

/** one system announcement as listed */
export type SystemNotice = Res<'api/game/system_notification'>['list'][number]

/** a page of 我的消息, marked read as it is fetched; the answer carries the unread count left */
export function fetchMyMessages(page: number, limit: number) {
  return request('api/user/base_user_message', { page, limit, mark_read: true })
}

export function fetchSystemNotices(page: number, limit: number) {
  return request('api/game/system_notification', { page, limit })
}

export function fetchSystemNotice(id: number) {
  return request('api/game/system_notification_xq', { id })
}

export function postFeedback(content: string, contact: string | undefined, images: string[]): Promise<void> {
  return request('api/Apis/feedback', { content, contact, images }, { loading: '提交中' }).then(() => undefined)
}

export type ComplaintTarget = 'post' | 'comment' | 'user' | 'prediction' | 'other'

/** 投诉 goes as GET (docs/product/api.md marks askforAdd GET) */
export function postComplaint(target: ComplaintTarget, targetId: string | undefined, reason: string, contact: string | undefined, images: string[]): Promise<void> {
  return request('api/user/askforAdd', { target_type: target, target_id: targetId, reason, contact, images }, { method: 'GET', loading: '提交中' }).then(
    () => undefined,
  )
}
