import { HOME_FIRST_SCREEN_DATA_ID, type HomeFirstScreenData } from '@contract/home-first-screen'

let read: HomeFirstScreenData | null | undefined
let homeTaken = false
/** the route the app was opened at ('' or the home: the data is for it) */
const openedAt = typeof location === 'undefined' ? '' : location.hash.replace(/^#\/?/, '').split('?')[0]

/**
 * The home's first answers the stand-in wrote into index.html (mocks/http/h5FirstScreen.ts), read
 * once. Null on a host that does not write them, or when the block cannot be read (the home asks
 * the API then). The pay-module switch in it is good for whichever page opens first.
 */
export function homeFirstScreenData(): HomeFirstScreenData | null {
  if (read !== undefined) return read
  read = null
  const block = typeof document === 'undefined' ? null : document.getElementById(HOME_FIRST_SCREEN_DATA_ID)
  if (!block?.textContent) return read
  try {
    read = JSON.parse(block.textContent) as HomeFirstScreenData
  } catch {
    read = null
  }
  block.remove()
  return read
}

/**
 * The answers for the home page to start with: only for the home the app opened at, and only once
 * (a home opened later, or again, would show old news: it asks the API).
 */
export function takeHomeFirstScreen(): HomeFirstScreenData | null {
  if (homeTaken) return null
  homeTaken = true
  return openedAt === '' || openedAt === 'pages/index/index' ? homeFirstScreenData() : null
}
