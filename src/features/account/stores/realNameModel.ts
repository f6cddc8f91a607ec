import type { RealnameInfo } from '@contract/api/account'
import { refreshMember } from '@/features/account/services/account'
import { fetchRealNameInfo, submitRealName } from '@/features/account/services/realName'
import { toastSuccess } from '@/components/feedback/toast'
import { ResourceModel } from '@/stores/models/ResourceModel'

/** 实名认证: my verification state (the masked identity once verified) */
export function realNameState(): ResourceModel<RealnameInfo> {
  return new ResourceModel(() => fetchRealNameInfo())
}

/** sends the checked name and ID number; the server answers the reason when it refuses */
export async function verifyRealName(values: { name: string; id_card: string }): Promise<void> {
  await submitRealName(values.name.trim(), values.id_card.trim().toUpperCase())
  toastSuccess('认证成功')
  // the personal center and settings show the verified state from the member info
  void refreshMember({ silent: true }).catch(() => undefined)
}
