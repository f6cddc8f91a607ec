import type { UserMessage } from '@contract/api/account'
import {
  fetchMyMessages, fetchSystemNotice, fetchSystemNotices, postComplaint, postFeedback, type ComplaintTarget, type SystemNotice,
} from '@/features/account/services/messages'
import { ResourceModel } from '@/stores/models/ResourceModel'
import { ListModel } from '@/stores/models/ListModel'
import type { MessageDraft } from '../components/MessageForm'
import type { MemberStore } from './memberStore'

export type { ComplaintTarget, SystemNotice }

/** 我的消息: read as they are shown, so the unread count on the personal center follows */
export function myMessagesList(member: MemberStore): ListModel<UserMessage> {
  return new ListModel<UserMessage>(async (page, limit) => {
    const res = await fetchMyMessages(page, limit)
    member.setUnread(res.unread)
    return res
  })
}

/** 系统公告 */
export function systemNoticesList(): ListModel<SystemNotice> {
  return new ListModel<SystemNotice>((page, limit) => fetchSystemNotices(page, limit))
}

/** one announcement (通知详情) */
export function systemNoticeModel(id: number) {
  return new ResourceModel(() => fetchSystemNotice(id))
}

/** 意见反馈 */
export function sendFeedback({ text, contact, images }: MessageDraft): Promise<void> {
  return postFeedback(text, contact, images)
}

/** 投诉: what is reported (its kind and ID) and why */
/** targetId: none for 其他 (a complaint about nothing the app shows) */
export function sendComplaint(target: ComplaintTarget, targetId: string | undefined, { text, contact, images }: MessageDraft): Promise<void> {
  return postComplaint(target, targetId, text, contact, images)
}
