import type { HomeFirstScreenData } from '@contract/home-first-screen'
import type { TabFirstScreenData } from '@contract/tab-first-screen'

/** React Native has no index.html: the home asks for its data */
export function homeFirstScreenData(): HomeFirstScreenData | null {
  return null
}

export function takeHomeFirstScreen(): HomeFirstScreenData | null {
  return null
}

/** nor the tabs' answers: each tab asks for its own */
export function takeTabFirstScreen<K extends keyof TabFirstScreenData>(_tab: K): TabFirstScreenData[K] | undefined {
  return undefined
}
