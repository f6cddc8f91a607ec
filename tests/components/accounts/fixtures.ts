import type { MemberInfo } from '@contract/api/account'

/** the member info get_member answers for the test user (makeUser in tests/setup/fixtures) */
export function makeMember(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 7,
    user_id: '7',
    uid: '7',
    is_expert: 0,
    nickname: '球迷7',
    avatar: '',
    mobile: '138****8000',
    coins: 120,
    money: 0,
    is_vip: false,
    vip_expire_at: null,
    realname_verified: false,
    unread_count: 0,
    black_count: 0,
    wechat_bound: false,
    has_password: true,
    follow_count: 3,
    fans_count: 1,
    post_count: 5,
    created_at: 1_700_000_000_000,
    expert_id: null,
    ...overrides,
  }
}
