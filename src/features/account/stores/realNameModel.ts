import type { RealnameInfo } from '@contract/api/user'
import { refreshMember } from '@/features/account/services/account'
import { request } from '@/services/request'
import { toastSuccess } from '@/components/feedback/toast'
import { ResourceModel } from '@/stores/models/ResourceModel'

/** SPEC §7 marks the real-name calls GET */
const GET = { method: 'GET' } as const

/** 实名认证: my verification state (the masked identity once verified) */
export function realNameState(): ResourceModel<RealnameInfo> {
  return new ResourceModel(() => request('api/AuthName/auth_info', {}, GET))
}

/** sends the checked name and ID number; the server answers the reason when it refuses */
export async function verifyRealName(values: { name: string; id_card: string }): Promise<void> {
  await request('api/AuthName/auth', { name: values.name.trim(), id_card: values.id_card.trim().toUpperCase() }, { ...GET, loading: '认证中' })
  toastSuccess('认证成功')
  // the personal center and settings show the verified state from the member info
  void refreshMember({ silent: true }).catch(() => undefined)
}
