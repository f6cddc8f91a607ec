/**
 * The extension part of the contract as plain values (zod-free, so the app imports it): the paths of the
 * endpoints that this project adds beside the product specification's, and the ids of the extension
 * surfaces (types/surfaces.ts). The request wrapper asks the backend whether it serves them before it
 * calls one (src/services/backendExtensions.ts). `ExtensionPathsAreTheTable` below fails to compile when
 * this list and the table's `part: 'extension'` entries differ.
 */
import type { Endpoints, EndpointPath } from './api'

export const EXTENSION_PATHS = [
  'api/Apis/claim_coupon',
  'api/Apis/coupon_center',
  'api/Apis/daily_check_in_month',
  'api/Apis/expert_check_in_info',
  'api/Apis/expert_sales',
  'api/Apis/get_prediction_events',
  'api/Apis/withdrawal_list',
  'api/Expert/get_follow_dg_gc',
  'api/Expert/search_expert',
  'api/Forum/places',
  'api/Game/alert_consent',
  'api/Game/alert_kind_consent',
  'api/Game/alert_setting_save',
  'api/Game/alert_settings',
  'api/Game/chat_list',
  'api/Game/chat_send',
  'api/Game/followed_team_matches',
  'api/Game/match_intel',
  'api/Game/match_momentum',
  'api/Game/match_ratings',
  'api/Game/my_players',
  'api/Game/my_teams',
  'api/Game/odds_tools',
  'api/Game/player_card',
  'api/Game/player_follow',
  'api/Game/team_follow',
  'api/Game/team_home',
  'api/Game/team_squad',
  'api/Game/team_stats',
  'api/Wechat/order_list',
  'api/Wechat/purchase_list',
  'api/Wechat/virtual_cancel',
  'api/Wechat/virtual_pay',
  'api/game/jc_on_sale',
  'api/game/jc_results',
  'api/game/system_notification_xq',
  'api/index/hot_search',
  'api/user/logout',
  'api/wechat/jssdk_config',
  'api/index/extensions',
] as const

/** an endpoint the backend may lack */
export type ExtensionPath = (typeof EXTENSION_PATHS)[number]

/** the extension surfaces beside the table: the push channel, uploads and their thumbnails, share pictures, posters, virtual payment */
export const EXTENSION_SURFACES = ['ws', 'upload', 'thumbnails', 'shareCards', 'posters', 'virtualPayment'] as const
export type ExtensionSurface = (typeof EXTENSION_SURFACES)[number]

/** anything the app may find missing on a backend */
export type Extension = ExtensionPath | ExtensionSurface

type TableExtensionPath = { [P in EndpointPath]: Endpoints[P]['part'] extends 'extension' ? P : never }[EndpointPath]
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** compile-time: the list above is exactly the table's extension entries */
export const ExtensionPathsAreTheTable: Same<ExtensionPath, TableExtensionPath> = true

const EXTENSION_PATH_SET: ReadonlySet<string> = new Set(EXTENSION_PATHS)
export function isExtensionPath(path: string): path is ExtensionPath {
  return EXTENSION_PATH_SET.has(path)
}
