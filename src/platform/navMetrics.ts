/** sizes of the custom navigation bar, in px */
export interface NavMetrics {
  /** height of the system status bar above the bar */
  statusBarHeight: number
  /** height of the bar itself */
  navBarHeight: number
  /** width at the right kept free for the WeChat capsule button (0 elsewhere) */
  capsuleSpace: number
}

/** H5: a plain bar, no status bar, nothing to avoid */
export function getNavMetrics(): NavMetrics {
  return { statusBarHeight: 0, navBarHeight: 44, capsuleSpace: 0 }
}
