import type { Req } from '@contract/api'
import { request } from '@/services/request'

type TargetId = Req<'api/user/user_black'>['target_id']

/** 黑名单 calls: the users I blocked, page by page; blocking and unblocking one (a refusal throws) */

export function fetchBlackList(page: number, limit: number) {
  return request('api/user/get_user_black', { page, limit })
}

export function blockUser(targetId: TargetId) {
  return request('api/user/user_black', { target_id: targetId, action: 'add' }, { loading: true })
}

export function unblockUser(targetId: TargetId) {
  return request('api/user/user_black', { target_id: targetId, action: 'remove' }, { loading: true })
}
