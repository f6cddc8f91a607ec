import { AddressBudget } from '../../../http/addressBudget'
import { LIVE_MAX_SUBS_PER_ADDRESS, LIVE_SUB_WINDOW_MS } from '../../../../types/live'

/**
 * How many sub/unsub messages each address has had answered in its current window. Naming topics
 * costs lookups and set changes; a hostile client re-naming fifty ids every second from every
 * socket its address may hold would keep the event loop busy, while people opening matches send a
 * few. Over the budget a message is refused with `rate_limited` before any lookup; the app sends
 * its whole topic list again a little later.
 */
export class SubscriptionBudget extends AddressBudget {
  constructor(max = LIVE_MAX_SUBS_PER_ADDRESS, windowMs = LIVE_SUB_WINDOW_MS) {
    super(max, windowMs)
  }
}
