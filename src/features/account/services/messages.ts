import type { Res } from '@contract/api'
import { request } from '@/services/request'
import { ApiError, isUnavailable } from '@/services/apiError'

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

/** how far the list is searched for a notice when the backend has no detail endpoint */
const NOTICE_SEARCH_PAGE = 50
const NOTICE_SEARCH_PAGES = 10

/**
 * One announcement. Its detail endpoint is an extension: on a backend without it the announcement is
 * found in the list (which carries the whole text), newest first, so a shared or ticker link still opens it.
 */
export async function fetchSystemNotice(id: number): Promise<SystemNotice> {
  try {
    return await request('api/game/system_notification_xq', { id })
  } catch (e) {
    if (!isUnavailable(e)) throw e
  }
  for (let page = 1; page <= NOTICE_SEARCH_PAGES; page++) {
    const { list, has_more } = await fetchSystemNotices(page, NOTICE_SEARCH_PAGE)
    const found = list.find((n) => n.id === id)
    if (found) return found
    if (!has_more) break
  }
  throw new ApiError('business', '公告不存在或已下线')
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
