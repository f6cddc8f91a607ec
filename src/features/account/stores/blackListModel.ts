import type { BlackListItem } from '@contract/api/account'
import { blockUser, fetchBlackList, unblockUser } from '@/features/account/services/blackList'
import { confirmModal } from '@/components/feedback/confirm'
import { toastSuccess } from '@/components/feedback/toast'
import { ListModel } from '@/stores/models/ListModel'

/** 黑名单: the users I blocked, blocking one more by ID, and taking one off after a confirm */
export class BlackListModel {
  readonly list = new ListModel<BlackListItem>((page, limit) => fetchBlackList(page, limit))

  async remove(item: BlackListItem): Promise<void> {
    if (!(await confirmModal('移出黑名单', `确定将“${item.nickname}”移出黑名单吗？`))) return
    try {
      await unblockUser(item.target_id)
    } catch {
      return // the app shell showed the reason; the row stays
    }
    this.list.remove((x) => x.target_id === item.target_id)
    toastSuccess('已移出黑名单')
  }

  /** blocks the user with this ID (checked by the form) and shows the list again; a refusal throws */
  async add(targetId: string): Promise<void> {
    await blockUser(targetId.trim())
    toastSuccess('已加入黑名单')
    void this.list.reload()
  }
}
