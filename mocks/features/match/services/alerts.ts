import type { Db } from '../../../db'
import { statement } from '../../../services/statements'
import type { MatchRow } from '../../../../types/football'
import { ALERT_KINDS, ALERT_KIND_LABEL, type AlertKind } from '../../../../types/live'

/**
 * Goal alerts by WeChat subscription message. The mini program asks the user
 * (`Taro.requestSubscribeMessage`) and reports the answer here; the stand-in has no WeChat to call,
 * so on each goal, red card, half time and full time of a consenting user's match it writes what it
 * would send to fb_alert_outbox (and the server log). A template list in the order of ALERT_KINDS
 * gives each kind its own template; a shorter list uses its first template for the rest.
 */

export function setAlertConsent(db: Db, userId: number, matchId: number, templateIds: string[], accepted: boolean, now: number): void {
  statement(db, `INSERT INTO fb_alert_consents (user_id, match_id, template_ids, accepted, updated_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (user_id, match_id) DO UPDATE SET template_ids = excluded.template_ids, accepted = excluded.accepted, updated_at = excluded.updated_at`)
    .run(userId, matchId, JSON.stringify(templateIds), accepted ? 1 : 0, now)
}

export interface OutboxEntry { user_id: number; match_id: number; template_id: string; kind: AlertKind; text: string }

/** the words of an alert: '进球 曼城 1:0 利物浦 (23\')' */
export function alertText(row: MatchRow, kind: AlertKind): string {
  const score = row.current_score.replace(':', '-') || '0-0'
  return `${ALERT_KIND_LABEL[kind]}：${row.home_team.name} ${score} ${row.away_team.name}${row.elapsed_text ? `（${row.elapsed_text}）` : ''}`
}

/** writes the messages the server would send for these happenings of `row`; returns them */
export function recordAlerts(db: Db, row: MatchRow, kinds: AlertKind[], now: number): OutboxEntry[] {
  const consents = statement(db, 'SELECT user_id, template_ids FROM fb_alert_consents WHERE match_id = ? AND accepted = 1').all(row.id) as Array<{ user_id: number; template_ids: string }>
  const out: OutboxEntry[] = []
  for (const c of consents) {
    const templates = JSON.parse(c.template_ids) as string[]
    for (const kind of kinds) {
      const templateId = templates[ALERT_KINDS.indexOf(kind)] ?? templates[0]
      const entry = { user_id: c.user_id, match_id: row.id, template_id: templateId, kind, text: alertText(row, kind) }
      statement(db, 'INSERT INTO fb_alert_outbox (user_id, match_id, template_id, kind, text, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(entry.user_id, entry.match_id, entry.template_id, entry.kind, entry.text, now)
      out.push(entry)
    }
  }
  return out
}
