/** what other features may use of the match feature */
export { LiveFeed, LIVE_SAFETY_POLL_MS, type LiveChannel } from './stores/liveFeed'
export { Poller } from './stores/matchPoller'
export { patchRow, rowPatchOf, type RowPatch } from './utils/livePatch'
