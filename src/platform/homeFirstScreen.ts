import { HOME_FIRST_SCREEN_DATA_ID, type HomeFirstScreenData } from '@contract/home-first-screen'
import { COMPETITION_ROUTE, EXPERT_ROUTE, TAB_FIRST_SCREEN_DATA_ID, WINNOW_ROUTE, type TabFirstScreenData } from '@contract/tab-first-screen'

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
  if (read === undefined) read = readBlock<HomeFirstScreenData>(HOME_FIRST_SCREEN_DATA_ID)
  return read
}

/** a JSON block of index.html, read and removed; null when there is none or it cannot be read */
function readBlock<T>(id: string): T | null {
  const block = typeof document === 'undefined' ? null : document.getElementById(id)
  if (!block?.textContent) return null
  let data: T | null = null
  try {
    data = JSON.parse(block.textContent) as T
  } catch {
    data = null
  }
  block.remove()
  return data
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

const TAB_ROUTES: Record<keyof TabFirstScreenData, string> = { winnow: WINNOW_ROUTE, expert: EXPERT_ROUTE, competition: COMPETITION_ROUTE }
let tabsTaken = false

/**
 * The answers the stand-in wrote for the tab the app opened at (mocks/http/h5TabFirstScreens.ts),
 * drawn the same as HTML before the scripts ran: only for that tab, once, and only for a visitor
 * without a login (the answers are a visitor's; index.html's script draws no tab for a signed-in user).
 */
export function takeTabFirstScreen<K extends keyof TabFirstScreenData>(tab: K): TabFirstScreenData[K] | undefined {
  if (tabsTaken || openedAt !== TAB_ROUTES[tab]) return undefined
  tabsTaken = true
  return readBlock<TabFirstScreenData>(TAB_FIRST_SCREEN_DATA_ID)?.[tab]
}
