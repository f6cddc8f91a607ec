/**
 * Which contract endpoints the kit may call on its own. The contract has no read/write field, so the
 * kit keeps the list of writes itself: a write is anything that changes the backend's records (or
 * sends a message, costs money, signs in or out). Kept here rather than on the contract entries
 * because only the kit needs it, and a new endpoint left off this list is called as a read — so the
 * list errs towards naming more writes.
 */
export const WRITE_PATHS: ReadonlySet<string> = new Set([
  'api/User/w',
  'api/user/login', 'api/user/xin_login', 'api/user/register', 'api/user/send', 'api/user/zhaohuimima',
  'api/user/logout', 'api/user/user_edit', 'api/user/user_black', 'api/user/zhuxiaogongneng', 'api/user/askforAdd',
  'api/user/guanz_expert_attention',
  'api/AuthName/auth', 'api/Apis/feedback', 'api/Apis/daily_check_in', 'api/Apis/claim_coupon',
  'api/Apis/Expert_gold_coin_withdrawal', 'api/Apis/expert_check_in', 'api/Apis/zmzh',
  'api/Game/event_attention', 'api/Game/chat_send', 'api/Game/alert_consent', 'api/Game/alert_kind_consent',
  'api/Game/alert_setting_save', 'api/Game/team_follow', 'api/Game/player_follow',
  'api/Forum/home_forum_add', 'api/Forum/home_forum_edit', 'api/Forum/home_forum_delete', 'api/Forum/home_forum_comment',
  'api/Forum/home_forum_list_dz', 'api/Forum/forum_ollections',
  'api/Community_orums/release', 'api/Community_orums/update',
  'api/Expert/single_pass_release', 'api/Expert/edit_my_single_pass_release', 'api/Expert/delete_user_single_pass_release',
  'api/Expert/crosstalk_publishing', 'api/Expert/edit_my_crosstalk', 'api/Expert/delete_user_crosstalk_publishing',
  'api/Expert/follow_dg_gc',
  'api/Challenge/dan_fb', 'api/Challenge/chuan_fb', 'api/Challenge/follow_dg_gc_lts',
  'api/Wechat/buy_vip', 'api/Wechat/pay', 'api/Wechat/virtual_pay', 'api/Wechat/virtual_cancel', 'api/Wechat/zfb',
  'api/Wechat/pay_zjfb', 'api/Wechat/pay_jx',
])

export function isRead(path: string): boolean {
  return !WRITE_PATHS.has(path)
}
