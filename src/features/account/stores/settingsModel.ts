import { makeAutoObservable, runInAction } from 'mobx'
import { NICKNAME_MESSAGE, nicknameFits } from '@contract/validation/account'
import { deleteAccount } from '@/features/account/services/account'
import { errorMessage } from '@/services/apiError'
import { cacheSizeKb, clearCache } from '@/services/cache'
import { uploadPicked } from '@/services/upload'
import { pickImages } from '@/platform/pickImages'
import { confirmModal } from '@/components/feedback/confirm'
import { toast, toastSuccess } from '@/components/feedback/toast'
import { type Rule, rules, validateField } from '@/utils/formValidation'
import { logOut } from './accountForms'
import type { MemberStore } from './memberStore'
import type { Extension } from '@contract/contract-parts'

/** the nickname field's rules: required, and within the server's length */
export const NICKNAME_RULES: readonly Rule[] = [rules.required('请输入昵称'), rules.custom((v) => nicknameFits(v.trim()), NICKNAME_MESSAGE)]

/** 设置: profile edits (nickname, avatar), the cache, logout and account deletion */
export class SettingsModel {
  cacheKb = cacheSizeKb()
  avatarBusy = false

  constructor(
    private readonly member: MemberStore,
    /** whether the backend serves an extension (the page passes the observable BackendStore.has) */
    private readonly served: (ext: Extension) => boolean = () => true,
  ) {
    makeAutoObservable<SettingsModel, 'member' | 'served'>(this, { member: false, served: false })
  }

  /** a new avatar needs the upload extension: without it the avatar shows but is not offered for change */
  get avatarChangeable(): boolean {
    return this.served('upload')
  }

  /**
   * Saves a new nickname; answers the reason to show under the field (empty, too long, unchanged),
   * or null once saved. A server refusal throws for the form to show.
   */
  async saveNickname(input: string, current: string): Promise<string | null> {
    const problem = validateField(input, NICKNAME_RULES)
    if (problem) return problem
    const next = input.trim()
    if (next === current) return '昵称没有变化'
    await this.member.edit({ nickname: next })
    toastSuccess('昵称已保存')
    return null
  }

  /** picks one picture, uploads it and makes it the avatar; one change at a time */
  async changeAvatar(): Promise<void> {
    if (this.avatarBusy || !this.avatarChangeable) return
    const [file] = await pickImages(1)
    if (!file) return
    this.avatarBusy = true
    try {
      await this.member.edit({ avatar: await uploadPicked(file) })
      toastSuccess('头像已更新')
    } catch (e) {
      toast(errorMessage(e, '头像上传失败'))
    } finally {
      runInAction(() => (this.avatarBusy = false))
    }
  }

  async clearCache(): Promise<void> {
    if (!(await confirmModal('清除缓存', '清除本地缓存的数据（搜索记录、浏览记录等），不会退出登录。'))) return
    clearCache()
    runInAction(() => (this.cacheKb = cacheSizeKb()))
    toastSuccess('缓存已清除')
  }

  async logOut(): Promise<void> {
    await logOut()
  }

  async deleteAccount(): Promise<void> {
    const ok = await confirmModal('注销账号', '注销后个人资料、关注、金币和优惠券将被删除且无法恢复，该手机号需重新注册。确定注销吗？')
    if (!ok) return
    try {
      await deleteAccount()
    } catch {
      // the app shell has shown the server's reason
    }
  }
}
