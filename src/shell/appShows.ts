import { listenForAppVisibility } from '@/platform/appVisibility'

export interface AppShowHandlers {
  /** the app shows: at launch, and each time it comes back from the background */
  shown(): void
  /** the app went to the background */
  hidden(): void
}

/**
 * Every app show, each told once, whenever (or whether) the React tree has mounted.
 *
 * Why not `useDidShow` in the app root: Taro delivers the app's onShow once its app wrapper is
 * constructed, a microtask after the wrapper's render starts, and the root's hooks register in a
 * layout effect of that same render. The H5 launch renders it as a transition
 * (config/h5-patches/taroFixes.js), which React slices: the launch's onShow then came before the hook
 * was registered whenever the render took more than one slice, and the launch asked nothing.
 *
 * Here the launch is the first show (once `launched` resolves: the stored user is read, so the
 * request carries it); later shows come from the platform (src/platform/appVisibility*) after a
 * hide. A show while already shown (the lifecycle's own report of the launch, a repeated event) is
 * not a new one, and neither is anything the platform says before the launch show.
 */
export function startAppShows(launched: Promise<void>, handlers: AppShowHandlers): void {
  let state: 'launching' | 'shown' | 'hidden' = 'launching'
  listenForAppVisibility((shown) => {
    if (state === 'launching' || shown === (state === 'shown')) return
    state = shown ? 'shown' : 'hidden'
    if (shown) handlers.shown()
    else handlers.hidden()
  })
  const launchShow = () => {
    state = 'shown'
    handlers.shown()
  }
  // storage that could not be read still leaves an app that shows (anonymous)
  void launched.then(launchShow, launchShow)
}
