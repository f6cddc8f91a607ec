import type { Db } from '../../../db'
import type { MatchRow } from '../../../../types/football'
import { ALERT_KINDS, ALERT_KIND_LABEL, type AlertKind } from '../../../../types/live'
import { acceptedConsents, insertOutbox, upsertConsent } from '../repository/alerts'
import { parsedJson } from '../repository/builder'

/**
 * Goal alerts by WeChat subscription message. The mini program asks the user
 * (`Taro.requestSubscribeMessage`) and reports the answer here; the stand-in has no WeChat to call,
 * so on each goal, red card, half time and full time of a consenting user's match it writes what it
 * would send to fb_alert_outbox (and the server log). A template list in the order of ALERT_KINDS
 * gives each kind its own template; a shorter list uses its first template for the rest.
 */

export function setAlertConsent(db: Db, userId: number, matchId: number, templateIds: string[], accepted: boolean, now: number): void {
  upsertConsent(db, { user_id: userId, match_id: matchId, template_ids: JSON.stringify(templateIds), accepted: accepted ? 1 : 0, updated_at: now })
}

export interface OutboxEntry { user_id: number; match_id: number; template_id: string; kind: AlertKind; text: string }

/** the words of an alert: '进球 曼城 1:0 利物浦 (23\')' */
export function alertText(row: MatchRow, kind: AlertKind): string {
  const score = row.current_score.replace(':', '-') || '0-0'
  return `${ALERT_KIND_LABEL[kind]}：${row.home_team.name} ${score} ${row.away_team.name}${row.elapsed_text ? `（${row.elapsed_text}）` : ''}`
}

/** writes the messages the server would send for these happenings of `row`; returns them */
export function recordAlerts(db: Db, row: MatchRow, kinds: AlertKind[], now: number): OutboxEntry[] {
  const out: OutboxEntry[] = []
  for (const c of acceptedConsents(db, row.id)) {
    const templates = parsedJson<string[]>(c.template_ids)
    for (const kind of kinds) {
      const templateId = templates[ALERT_KINDS.indexOf(kind)] ?? templates[0]
      const entry = { user_id: c.user_id, match_id: row.id, template_id: templateId, kind, text: alertText(row, kind) }
      insertOutbox(db, { ...entry, created_at: now })
      out.push(entry)
    }
  }
  return out
}
