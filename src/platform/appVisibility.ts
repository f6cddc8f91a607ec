/**
 * The app going to the background (false) and coming back (true), told without React, so nothing
 * depends on when a component mounts. H5: the page's visibility, the event Taro's H5 router turns
 * into the app's onHide/onShow.
 */
export function listenForAppVisibility(listener: (shown: boolean) => void): void {
  if (typeof document === 'undefined') return
  document.addEventListener('visibilitychange', () => listener(document.visibilityState !== 'hidden'))
}
