import type { HomeFirstScreenData } from '@contract/home-first-screen'

/** React Native has no index.html: the home asks for its data */
export function homeFirstScreenData(): HomeFirstScreenData | null {
  return null
}

export function takeHomeFirstScreen(): HomeFirstScreenData | null {
  return null
}
