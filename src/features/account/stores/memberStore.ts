import { makeAutoObservable } from 'mobx'
import type { MemberInfo } from '@contract/api/account'
import { fetchMember, logout, saveProfile } from '@/features/account/services/account'
import { errorMessage } from '@/services/apiError'
import type { UserStore } from '@/stores/userStore'
import { readStored, writeStored } from '@/platform/storage'

/** the last member info, kept so 我的 shows the user's name and avatar offline (logout clears all storage) */
export const STORAGE_MEMBER_INFO = 'member_info'

function storedMember(): MemberInfo | null {
  const v = readStored(STORAGE_MEMBER_INFO) as Partial<MemberInfo> | null | undefined
  return v && typeof v === 'object' && v.user_id !== undefined && typeof v.nickname === 'string' ? (v as MemberInfo) : null
}

/**
 * The signed-in user's member info (get_member: profile, coins, VIP, counts, unread notices).
 * Belongs to whoever is logged in: once the user logs out, `info` is null without anyone
 * having to clear it, because it is derived from the user store. The last info is kept in
 * storage: opened without a network, 我的 still shows who is signed in (name, avatar, counts).
 */
export class MemberStore {
  private loaded: MemberInfo | null = storedMember()
  loading = false
  error: string | null = null
  /** the last failure's ApiError kind ('network': the server could not be reached) */
  errorKind: string | null = null

  constructor(private readonly user: UserStore) {
    makeAutoObservable<MemberStore, 'user' | 'keep'>(this, { user: false, keep: false })
  }

  /** the member info of the current user, null when logged out or not fetched yet */
  get info(): MemberInfo | null {
    const u = this.user.userInfo
    return u && this.loaded && this.loaded.user_id === u.user_id ? this.loaded : null
  }

  /** the pay-module entries need an expert (docs/product/roles.md); the flag itself is the app store's */
  get isExpert(): boolean {
    return (this.info?.is_expert ?? this.user.userInfo?.is_expert ?? 0) === 1
  }

  /** an approved expert's id (their expert home), null otherwise */
  get expertId(): number | null {
    const info = this.info
    if (!info || info.is_expert !== 1) return null
    return info.expert_id ?? Number(info.user_id)
  }

  get unreadCount(): number {
    return this.info?.unread_count ?? 0
  }

  /** fetches the member info (personal center, settings, after real-name verification) */
  async refresh(opts: { silent?: boolean } = {}): Promise<MemberInfo> {
    this.setLoading()
    try {
      const info = await fetchMember(opts)
      this.set(info)
      return info
    } catch (e) {
      this.setError(errorMessage(e, '加载失败'), (e as { kind?: string } | null)?.kind)
      throw e
    }
  }

  /** saves profile edits (nickname, avatar) and keeps the member info the server answers */
  async edit(patch: { nickname?: string; avatar?: string }): Promise<MemberInfo> {
    const info = await saveProfile(patch)
    this.set(info)
    return info
  }

  /** docs/product/states.md logout: tells the server, then clears everything local and relaunches to 我的 */
  logout(): Promise<void> {
    return logout()
  }

  /** a fetch started */
  setLoading(): void {
    this.loading = true
    this.error = null
    this.errorKind = null
  }

  setError(message: string, kind?: string): void {
    this.loading = false
    this.error = message
    this.errorKind = kind ?? null
  }

  /** takes a fresh member info (get_member or user_edit) and mirrors the profile into the stored user */
  set(info: MemberInfo): void {
    this.loaded = info
    this.loading = false
    this.error = null
    this.errorKind = null
    this.keep(info)
    this.user.update({
      nickname: info.nickname,
      avatar: info.avatar,
      is_expert: info.is_expert,
      coins: info.coins,
      is_vip: info.is_vip,
      vip_expire_at: info.vip_expire_at,
      realname_verified: info.realname_verified,
    })
  }

  /** notices read elsewhere (the notice list marks pages read) */
  setUnread(count: number): void {
    if (this.loaded) {
      this.loaded = { ...this.loaded, unread_count: count }
      this.keep(this.loaded)
    }
  }

  private keep(info: MemberInfo): void {
    try {
      writeStored(STORAGE_MEMBER_INFO, info)
    } catch {
      // storage full or unavailable: only the offline 我的 loses the name until the next fetch
    }
  }
}
