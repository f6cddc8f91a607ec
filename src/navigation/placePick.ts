import type { ForumPlace } from '@contract/api/community'

/**
 * Hands the place chosen on the H5 / RN place page (msyng/location/choose) back to the page that
 * opened it: the opener awaits `awaitPlacePick()`, the choose page calls `deliverPlacePick()` with
 * the place, or null when it closes without one.
 */
let waiting: ((place: ForumPlace | null) => void) | null = null

export function awaitPlacePick(): Promise<ForumPlace | null> {
  // an earlier picker that never answered is over
  waiting?.(null)
  return new Promise((resolve) => {
    waiting = resolve
  })
}

export function deliverPlacePick(place: ForumPlace | null): void {
  const resolve = waiting
  waiting = null
  resolve?.(place)
}
