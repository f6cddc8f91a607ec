import type { Db } from '../../../db'
import { ALERT_KINDS, DEFAULT_ALERT_KINDS, type AlertKind } from '../../../../types/live'
import type { AlertSettingsRes, AlertScope } from '../../../../types/api/match.alerts'
import { refs, teamRef } from './footballRefs'
import { followedMatchIds } from '../repository/follows'
import { teamFollows } from '../repository/teamFollows'
import { matchById, matchesByIds, type MatchDbRow } from '../repository/matches'
import {
  alertSettingsOfUsers, deleteAlertSetting, kindConsentsOfUsers, upsertAlertSetting, upsertKindConsent, type AlertSettingRow,
} from '../repository/alertSettings'

/**
 * 设置 › 比赛提醒 (docs/product/match-alerts.md): the kinds a user wants for a match are the
 * match's own override, else its teams' overrides (both teams followed with overrides: either
 * one's kinds), else the user's default, else DEFAULT_ALERT_KINDS. On the mini program a kind
 * WeChat refused is not sent whatever the settings say.
 */

const isKind = (s: string): s is AlertKind => (ALERT_KINDS as readonly string[]).includes(s)
const kindsOf = (text: string): AlertKind[] => text.split(',').filter(isKind)
const kindsText = (kinds: readonly AlertKind[]) => ALERT_KINDS.filter((k) => kinds.includes(k)).join(',')

/** one user's settings rows resolved for a match */
export function resolveKinds(rows: readonly AlertSettingRow[], match: Pick<MatchDbRow, 'id' | 'home_team_id' | 'away_team_id'>): AlertKind[] {
  const find = (scope: AlertScope, id: number) => rows.find((r) => r.scope === scope && r.target_id === id)
  const own = find('match', match.id)
  if (own) return kindsOf(own.kinds)
  const teams = [find('team', match.home_team_id), find('team', match.away_team_id)].filter((r) => r !== undefined)
  if (teams.length > 0) return ALERT_KINDS.filter((k) => teams.some((t) => kindsOf(t.kinds).includes(k)))
  const own_default = find('default', 0)
  return own_default ? kindsOf(own_default.kinds) : [...DEFAULT_ALERT_KINDS]
}

/** per user: the kinds to send for this match (settings, less the kinds WeChat refused) */
export async function kindsToSend(db: Db, userIds: number[], match: MatchDbRow): Promise<Map<number, Set<AlertKind>>> {
  const rows = await alertSettingsOfUsers(db, userIds)
  const refused = (await kindConsentsOfUsers(db, userIds)).filter((c) => c.accepted === 0)
  const out = new Map<number, Set<AlertKind>>()
  for (const userId of userIds) {
    const kinds = new Set(resolveKinds(rows.filter((r) => r.user_id === userId), match))
    for (const c of refused) if (c.user_id === userId && isKind(c.kind)) kinds.delete(c.kind)
    out.set(userId, kinds)
  }
  return out
}

/** followed matches shown in the list: those not over by `now` */
async function openFollowedMatches(db: Db, userId: number, now: number): Promise<MatchDbRow[]> {
  return [...(await matchesByIds(db, await followedMatchIds(db, userId))).values()]
    .filter((m) => !m.postponed && m.end_at > now).sort((a, b) => a.start_at - b.start_at || a.id - b.id)
}

export async function alertSettingsView(db: Db, userId: number, now: number): Promise<AlertSettingsRes> {
  const rows = await alertSettingsOfUsers(db, [userId])
  const own = (scope: AlertScope, id: number) => {
    const r = rows.find((x) => x.scope === scope && x.target_id === id)
    return r ? kindsOf(r.kinds) : null
  }
  const rf = await refs(db)
  const consents: Record<string, 'accept' | 'reject'> = {}
  for (const c of await kindConsentsOfUsers(db, [userId])) consents[c.kind] = c.accepted ? 'accept' : 'reject'
  return {
    default: own('default', 0) ?? [...DEFAULT_ALERT_KINDS],
    teams: (await teamFollows.targetsOf(db, userId)).filter((id) => rf.teams.has(id)).map((id) => ({ team: teamRef(rf, id), kinds: own('team', id) })),
    matches: (await openFollowedMatches(db, userId, now)).map((m) => ({
      event_id: m.id, home: teamRef(rf, m.home_team_id), away: teamRef(rf, m.away_team_id), start_at: m.start_at, kinds: own('match', m.id),
    })),
    consents,
  }
}

export interface AlertSettingInput { scope: AlertScope; target_id?: number; kinds: AlertKind[]; inherit?: boolean }

/** saves one setting; a refusal is a sentence for the user */
export async function saveAlertSetting(db: Db, userId: number, input: AlertSettingInput, now: number): Promise<{ refused: string } | null> {
  if (input.scope === 'default') {
    if (input.target_id !== undefined) return { refused: '默认设置不需要 target_id' }
    if (input.inherit) return { refused: '默认设置不能恢复为默认' }
    await upsertAlertSetting(db, { user_id: userId, scope: 'default', target_id: 0, kinds: kindsText(input.kinds) }, now)
    return null
  }
  const id = input.target_id
  if (id === undefined) return { refused: input.scope === 'team' ? '请指定球队' : '请指定比赛' }
  if (input.scope === 'team' && !await teamFollows.has(db, userId, id)) return { refused: '只能为已关注的球队设置提醒' }
  if (input.scope === 'match' && (!await matchById(db, id) || !(await followedMatchIds(db, userId)).includes(id))) return { refused: '只能为已关注的比赛设置提醒' }
  if (input.inherit) await deleteAlertSetting(db, userId, input.scope, id)
  else await upsertAlertSetting(db, { user_id: userId, scope: input.scope, target_id: id, kinds: kindsText(input.kinds) }, now)
  return null
}

/** the mini program's answer for these kinds' templates (template_ids in the order of kinds) */
export async function recordKindConsent(db: Db, userId: number, kinds: AlertKind[], templateIds: string[], accepted: boolean, now: number): Promise<void> {
  for (const [i, kind] of kinds.entries()) await upsertKindConsent(db, { user_id: userId, kind, template_id: templateIds[i] ?? '', accepted: accepted ? 1 : 0 }, now)
}
