/** a tap event as the inner touchables' onClick receives it */
export interface TapEvent {
  stopPropagation: () => void
}

/**
 * Keeps a tap on an inner touchable (a follow star, a buy button) from also reaching the row
 * around it. H5 and the mini program: the event bubbles, so it is stopped.
 */
export function stopTap(e: TapEvent): void {
  e.stopPropagation()
}
