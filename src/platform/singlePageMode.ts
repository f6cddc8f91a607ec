/**
 * WeChat's single-page mode (单页模式): a mini-program page opened from Moments (朋友圈, scene 1154)
 * runs alone, with no login, no navigation, no tab bar and a storage of its own. Only the mini
 * program has it (singlePageMode.weapp.ts); H5 and React Native are never in it.
 */
export function isSinglePageMode(): boolean {
  return false
}

/** in single-page mode every navigation is refused and `onBlocked` tells the user instead; elsewhere nothing */
export function guardSinglePageNavigation(_onBlocked: () => void): void {}
