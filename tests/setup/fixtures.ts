import type { UserInfo } from '@contract/api/account'

/** a stored user as login leaves it; the foundation reads only the identity fields */
export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    user_id: '7',
    uid: '7',
    token: 'token-7',
    is_expert: 0,
    nickname: '球迷7',
    avatar: '',
    mobile: '138****8000',
    coins: 0,
    is_vip: false,
    vip_expire_at: null,
    realname_verified: false,
    ...overrides,
  }
}
