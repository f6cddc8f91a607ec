import type { Res } from '@contract/api'
import type { UserMessage } from '@contract/api/user'
import { request } from '@/services/request'
import { ResourceModel } from '@/stores/models/ResourceModel'
import { ListModel } from '@/stores/models/ListModel'
import type { MessageDraft } from '../components/MessageForm'
import type { MemberStore } from './memberStore'

/** one system announcement as listed */
export type SystemNotice = Res<'api/game/system_notification'>['list'][number]

/** 我的消息: read as they are shown, so the unread count on the personal center follows */
export function myMessagesList(member: MemberStore): ListModel<UserMessage> {
  return new ListModel<UserMessage>(async (page, limit) => {
    const res = await request('api/user/base_user_message', { page, limit, mark_read: true })
    member.setUnread(res.unread)
    return res
  })
}

/** 系统公告 */
export function systemNoticesList(): ListModel<SystemNotice> {
  return new ListModel<SystemNotice>((page, limit) => request('api/game/system_notification', { page, limit }))
}

/** one announcement (通知详情) */
export function systemNoticeModel(id: number) {
  return new ResourceModel(() => request('api/game/system_notification_xq', { id }))
}

/** 意见反馈 */
export function sendFeedback({ text, contact, images }: MessageDraft): Promise<void> {
  return request('api/Apis/feedback', { content: text, contact, images }, { loading: '提交中' }).then(() => undefined)
}

export type ComplaintTarget = 'post' | 'comment' | 'user' | 'prediction' | 'other'

/** 投诉: what is reported (its kind and ID) and why */
export function sendComplaint(target: ComplaintTarget, targetId: string, { text, contact, images }: MessageDraft): Promise<void> {
  return request(
    'api/user/askforAdd',
    { target_type: target, target_id: targetId.trim(), reason: text, contact, images },
    { method: 'GET', loading: '提交中' },
  ).then(() => undefined)
}
