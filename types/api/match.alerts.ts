import { z } from 'zod'
import { defineEndpoints } from '../endpoint'
import { zBool, zId } from '../common'
import { teamRef } from '../football'
import { ALERT_KINDS, type AlertKind } from '../live'

/**
 * 设置 › 比赛提醒 (issue 24): which kinds of alert (开赛、进球、红牌、半场、完场、首发公布) a user
 * gets — a default, overridden per followed team and per followed match — and, on the mini
 * program, the user's WeChat answer per kind (one subscription-message template per kind).
 */

const alertKind = z.enum(ALERT_KINDS)
const isKind = (s: string): s is AlertKind => (ALERT_KINDS as readonly string[]).includes(s)

/** 'a,b', an array, or an array's JSON text (a form field) */
function textList(v: string | string[]): string[] {
  if (Array.isArray(v)) return v
  if (!v.startsWith('[')) return v.split(',')
  try {
    const parsed: unknown = JSON.parse(v)
    return Array.isArray(parsed) ? parsed.map(String) : [v]
  } catch {
    return [v]
  }
}

/** kinds as 'goal,red' or an array; '' is none; an unknown or repeated kind is refused */
const kindList = z.union([z.string().max(200), z.array(z.string().max(20)).max(ALERT_KINDS.length)])
  .transform((v) => textList(v).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string()).refine((l) => l.every(isKind), '未知的提醒类型').refine((l) => new Set(l).size === l.length, '提醒类型重复'))
  .transform((l) => l.filter(isKind))

export const ALERT_SCOPES = ['default', 'team', 'match'] as const
export type AlertScope = (typeof ALERT_SCOPES)[number]

export const alertSettingSaveReq = z.object({
  scope: z.enum(ALERT_SCOPES, { message: '提醒范围只能是 default、team 或 match' }),
  /** the team's or match's id (not for the default) */
  target_id: zId.optional(),
  kinds: kindList,
  /** drop this team's or match's override: it follows the next rule again */
  inherit: zBool.optional(),
})

export const alertConsentState = z.enum(['accept', 'reject'])
export const alertSettingsRes = z.object({
  /** the kinds of every followed team's and match's alerts unless overridden */
  default: z.array(alertKind),
  /** each followed team; `kinds` null = as the default */
  teams: z.array(z.object({ team: teamRef, kinds: z.array(alertKind).nullable() })),
  /** each followed match not finished; `kinds` null = as its team's override, else the default */
  matches: z.array(z.object({
    event_id: z.number().int(), home: teamRef, away: teamRef, start_at: z.number().int(), kinds: z.array(alertKind).nullable(),
  })),
  /** the mini program's WeChat answer per kind (a kind never asked is absent) */
  consents: z.record(z.string(), alertConsentState),
})

export const alertKindConsentReq = z.object({
  kinds: kindList.pipe(z.array(alertKind).min(1, '需要提醒类型')),
  /** the template ids asked, in the order of `kinds` */
  template_ids: z.union([z.string().max(400), z.array(z.string().max(64))]).transform((v) => textList(v).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(64)).max(ALERT_KINDS.length)),
  accepted: zBool,
})

export const matchAlertsEndpoints = defineEndpoints({
  'api/Game/alert_settings': { part: 'extension', req: z.object({}), res: alertSettingsRes, access: 'user', doc: '比赛提醒设置：默认、按关注球队、按关注比赛的提醒类型' },
  'api/Game/alert_setting_save': { part: 'extension', req: alertSettingSaveReq, res: alertSettingsRes, method: 'POST', access: 'user', doc: '比赛提醒设置：保存一项' },
  'api/Game/alert_kind_consent': { part: 'extension', req: alertKindConsentReq, res: alertSettingsRes, method: 'POST', access: 'user', doc: '比赛提醒：记录小程序按类型的订阅消息授权' },
})

export type AlertSettingsRes = z.infer<typeof alertSettingsRes>
