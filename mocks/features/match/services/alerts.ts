import type { Db } from '../../../db'
import type { MatchRow } from '../../../../types/football'
import { ALERT_KINDS, ALERT_KIND_LABEL, LINEUPS_BEFORE_KICKOFF_MS, type AlertKind } from '../../../../types/live'
import { acceptedConsents, insertOutbox, upsertConsent } from '../repository/alerts'
import { consentedMatchesStartingIn, kindConsentsOfUsers } from '../repository/alertSettings'
import { matchById } from '../repository/matches'
import { parsedJson } from '../repository/builder'
import { kindsToSend } from './alertSettings'
import { rowAt } from './matchView'

/**
 * Goal alerts by WeChat subscription message. The mini program asks the user
 * (`Taro.requestSubscribeMessage`) and reports the answer here; the stand-in has no WeChat to call,
 * so on each goal, red card, half time and full time of a consenting user's match it writes what it
 * would send to fb_alert_outbox (and the server log). A template list in the order of ALERT_KINDS
 * gives each kind its own template; a shorter list uses its first template for the rest. A template
 * the user accepted for a kind in 设置 › 比赛提醒 is used before those. Only the kinds the user's
 * settings switch on for that match, and WeChat did not refuse, are written (services/alertSettings.ts).
 */

export async function setAlertConsent(db: Db, userId: number, matchId: number, templateIds: string[], accepted: boolean, now: number): Promise<void> {
  await upsertConsent(db, { user_id: userId, match_id: matchId, template_ids: JSON.stringify(templateIds), accepted: accepted ? 1 : 0, updated_at: now })
}

export interface OutboxEntry { user_id: number; match_id: number; template_id: string; kind: AlertKind; text: string }

/** the words of an alert: '进球：曼城 1-0 利物浦（23'）'; 首发公布 and 开赛 name the teams only */
export function alertText(row: MatchRow, kind: AlertKind): string {
  if (kind === 'lineups') return `${ALERT_KIND_LABEL[kind]}：${row.home_team.name} vs ${row.away_team.name}，${LINEUPS_BEFORE_KICKOFF_MS / 60_000} 分钟后开赛`
  if (kind === 'kickoff') return `${ALERT_KIND_LABEL[kind]}：${row.home_team.name} vs ${row.away_team.name}`
  const score = row.current_score.replace(':', '-') || '0-0'
  return `${ALERT_KIND_LABEL[kind]}：${row.home_team.name} ${score} ${row.away_team.name}${row.elapsed_text ? `（${row.elapsed_text}）` : ''}`
}

/** writes the messages the server would send for these happenings of `row`; returns them */
export async function recordAlerts(db: Db, row: MatchRow, kinds: AlertKind[], now: number): Promise<OutboxEntry[]> {
  const out: OutboxEntry[] = []
  const consents = await acceptedConsents(db, row.id)
  const match = await matchById(db, row.id)
  if (!match || consents.length === 0) return out
  const userIds = consents.map((c) => c.user_id)
  const wanted = await kindsToSend(db, userIds, match)
  const kindTemplates = (await kindConsentsOfUsers(db, userIds)).filter((c) => c.accepted === 1 && c.template_id !== '')
  for (const c of consents) {
    const templates = parsedJson<string[]>(c.template_ids)
    for (const kind of kinds) {
      if (!wanted.get(c.user_id)?.has(kind)) continue
      const own = kindTemplates.find((t) => t.user_id === c.user_id && t.kind === kind)?.template_id
      const templateId = own ?? templates[ALERT_KINDS.indexOf(kind)] ?? templates[0]
      const entry = { user_id: c.user_id, match_id: row.id, template_id: templateId, kind, text: alertText(row, kind) }
      await insertOutbox(db, { ...entry, created_at: now })
      out.push(entry)
    }
  }
  return out
}

/**
 * The moments fixed by a match's start time, not seen by the live comparison: 首发公布
 * (LINEUPS_BEFORE_KICKOFF_MS before kickoff) and 开赛, for consented matches whose moment fell in
 * (from, to] — the time since the ticker's last look.
 */
export async function recordScheduledAlerts(db: Db, from: number, to: number): Promise<OutboxEntry[]> {
  if (to <= from) return []
  const out: OutboxEntry[] = []
  const moments: Array<[AlertKind, number]> = [['lineups', LINEUPS_BEFORE_KICKOFF_MS], ['kickoff', 0]]
  for (const [kind, before] of moments) {
    for (const c of await consentedMatchesStartingIn(db, from + before, to + before)) {
      const m = await matchById(db, c.match_id)
      if (!m || m.postponed) continue
      out.push(...await recordAlerts(db, await rowAt(db, m, c.start_at - before, false), [kind], to))
    }
  }
  return out
}
