import type { Db } from '../../../db'
import { allRows, execute } from '../../../db/query'
import { q } from './builder'

/** fb_alert_settings and fb_alert_kind_consents: the kinds a user wants per scope, and WeChat's answer per kind */

export interface AlertSettingRow { user_id: number; scope: string; target_id: number; kinds: string }

export async function alertSettingsOfUsers(db: Db, userIds: number[]): Promise<AlertSettingRow[]> {
  if (userIds.length === 0) return []
  return allRows(db, q.selectFrom('fb_alert_settings').select(['user_id', 'scope', 'target_id', 'kinds']).where('user_id', 'in', userIds))
}

export async function upsertAlertSetting(db: Db, row: AlertSettingRow, now: number): Promise<void> {
  await execute(db, q.insertInto('fb_alert_settings').values({ ...row, updated_at: now }).onConflict((oc) => oc.columns(['user_id', 'scope', 'target_id'])
    .doUpdateSet((eb) => ({ kinds: eb.ref('excluded.kinds'), updated_at: eb.ref('excluded.updated_at') }))))
}

export async function deleteAlertSetting(db: Db, userId: number, scope: string, targetId: number): Promise<void> {
  await execute(db, q.deleteFrom('fb_alert_settings').where('user_id', '=', userId).where('scope', '=', scope).where('target_id', '=', targetId))
}

export interface KindConsentRow { user_id: number; kind: string; template_id: string; accepted: number }

export async function kindConsentsOfUsers(db: Db, userIds: number[]): Promise<KindConsentRow[]> {
  if (userIds.length === 0) return []
  return allRows(db, q.selectFrom('fb_alert_kind_consents').select(['user_id', 'kind', 'template_id', 'accepted']).where('user_id', 'in', userIds))
}

export async function upsertKindConsent(db: Db, row: KindConsentRow, now: number): Promise<void> {
  await execute(db, q.insertInto('fb_alert_kind_consents').values({ ...row, updated_at: now }).onConflict((oc) => oc.columns(['user_id', 'kind'])
    .doUpdateSet((eb) => ({ template_id: eb.ref('excluded.template_id'), accepted: eb.ref('excluded.accepted'), updated_at: eb.ref('excluded.updated_at') }))))
}

/** a deleted account's settings and answers go with it */
export async function deleteAlertSettingsOf(db: Db, userId: number): Promise<void> {
  await execute(db, q.deleteFrom('fb_alert_settings').where('user_id', '=', userId))
  await execute(db, q.deleteFrom('fb_alert_kind_consents').where('user_id', '=', userId))
}

/** accepted goal-alert consents of matches whose kickoff falls in (from, to] (the 开赛 and 首发公布 sweep) */
export async function consentedMatchesStartingIn(db: Db, from: number, to: number): Promise<Array<{ match_id: number; start_at: number }>> {
  return allRows(db, q.selectFrom('fb_alert_consents').innerJoin('fb_matches', 'fb_matches.id', 'fb_alert_consents.match_id')
    .select(['fb_alert_consents.match_id', 'fb_matches.start_at']).distinct()
    .where('fb_alert_consents.accepted', '=', 1).where('fb_matches.start_at', '>', from).where('fb_matches.start_at', '<=', to))
}
