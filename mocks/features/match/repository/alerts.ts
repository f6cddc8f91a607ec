import type { Db } from '../../../db'
import { allRows, execute } from '../../../db/query'
import { q } from './builder'

/** fb_alert_consents and fb_alert_outbox: who agreed to goal alerts, and what would have been sent */

export async function upsertConsent(db: Db, c: { user_id: number; match_id: number; template_ids: string; accepted: number; updated_at: number }): Promise<void> {
  await execute(db, q.insertInto('fb_alert_consents').values(c).onConflict((oc) => oc.columns(['user_id', 'match_id']).doUpdateSet((eb) => ({
    template_ids: eb.ref('excluded.template_ids'), accepted: eb.ref('excluded.accepted'), updated_at: eb.ref('excluded.updated_at'),
  }))))
}

export async function acceptedConsents(db: Db, matchId: number): Promise<Array<{ user_id: number; template_ids: string }>> {
  return allRows(db, q.selectFrom('fb_alert_consents').select(['user_id', 'template_ids']).where('match_id', '=', matchId).where('accepted', '=', 1))
}

export async function insertOutbox(db: Db, e: { user_id: number; match_id: number; template_id: string; kind: string; text: string; created_at: number }): Promise<void> {
  await execute(db, q.insertInto('fb_alert_outbox').values(e))
}
