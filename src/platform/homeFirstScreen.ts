import { HOME_FIRST_SCREEN_DATA_ID, type HomeFirstScreenData } from '@contract/home-first-screen'

let taken: HomeFirstScreenData | null | undefined

/**
 * The home's first answers the stand-in wrote into index.html (mocks/http/h5FirstScreen.ts), read
 * once: the home draws them in its first render instead of waiting for its requests. Null on a
 * host that does not write them, or when the block cannot be read (the home asks the API then).
 */
export function homeFirstScreenData(): HomeFirstScreenData | null {
  if (taken !== undefined) return taken
  taken = null
  const block = typeof document === 'undefined' ? null : document.getElementById(HOME_FIRST_SCREEN_DATA_ID)
  if (!block?.textContent) return taken
  try {
    taken = JSON.parse(block.textContent) as HomeFirstScreenData
  } catch {
    taken = null
  }
  block.remove()
  return taken
}
