import { request } from '@/services/request'
import { extensionServed } from '@/services/backendExtensions'

/** the chat room's last 100 messages (oldest first) and whether it is still open; the tab shows a failure */
export function fetchChat(eventId: number) {
  return request('api/Game/chat_list', { event_id: eventId }, { silent: true })
}

/** posts one message; a refusal (too fast, too long, closed, muted, filtered) rejects with the server's reason, shown by the chat box */
export function sendChat(eventId: number, content: string) {
  return request('api/Game/chat_send', { event_id: eventId, content }, { silent: true })
}

/** 伤停 and the expected line-ups before kickoff */
export function fetchMatchIntel(eventId: number) {
  return request('api/Game/match_intel', { event_id: eventId }, { silent: true })
}

/** 凯利指数, 离散度, 赔付率 and each team's 盘路 over its last n matches */
export function fetchOddsTools(eventId: number, n = 10) {
  return request('api/Game/odds_tools', { event_id: eventId, n }, { silent: true })
}

/** records the mini program's subscription-message answer for a followed match (a background call: no toast) */
export function sendAlertConsent(eventId: number, templateIds: readonly string[], accepted: boolean) {
  // a backend without it keeps no consents: nothing to tell
  if (extensionServed('api/Game/alert_consent') === false) return Promise.resolve(null)
  return request('api/Game/alert_consent', { event_id: eventId, template_ids: templateIds.join(','), accepted }, { silent: true })
}
