import type { Res } from '@contract/api'
import type { AlertScope } from '@contract/api/match.alerts'
import type { AlertKind } from '@contract/live'
import { request } from '@/services/request'

/** 设置 › 比赛提醒 (issue 24): the kinds per default, followed team and followed match; WeChat's answer per kind */

export type AlertSettings = Res<'api/Game/alert_settings'>

/** the settings screen shows its own load failure */
export const fetchAlertSettings = () => request('api/Game/alert_settings', {}, { silent: true })

/** saves one scope's kinds, or (inherit) drops a team's or match's own kinds; answers the whole settings */
export function saveAlertSetting(scope: AlertScope, targetId: number | undefined, kinds: readonly AlertKind[], inherit = false) {
  return request('api/Game/alert_setting_save', { scope, target_id: targetId, kinds: kinds.join(','), inherit }, { silent: true })
}

/** the mini program's answer for these kinds' templates (a background call: no toast) */
export function sendKindConsent(kinds: readonly AlertKind[], templateIds: readonly string[], accepted: boolean) {
  return request('api/Game/alert_kind_consent', { kinds: kinds.join(','), template_ids: templateIds.join(','), accepted }, { silent: true })
}
