import Taro from '@tarojs/taro'
/** the launch-time upgrade prompt: part of the app shell (src/shell/AppRoot.tsx runs it), the service only reads the version */
import { fetchServerVersion, isNewerThanApp } from '@/services/appVersion'
import { routeUrl } from '@/navigation/routes'

export const UPGRADE_URL = routeUrl('upgrade')
/** lets the first page finish opening: a navigation during launch is dropped by the mini program */
export const UPGRADE_PROMPT_DELAY_MS = 800

let checked = false

/**
 * Once per launch: when the server announces a newer version, opens the upgrade popup.
 * Silent: a failed check must never bother someone who only wants the scores.
 * Resolves true when it opened the popup.
 */
export async function checkForUpgradeOnLaunch(): Promise<boolean> {
  if (checked) return false
  checked = true
  try {
    const server = await fetchServerVersion({ silent: true })
    if (!isNewerThanApp(server)) return false
    await new Promise((resolve) => setTimeout(resolve, UPGRADE_PROMPT_DELAY_MS))
    await Taro.navigateTo({ url: UPGRADE_URL })
    return true
  } catch {
    return false
  }
}

/** tests: the next call checks again, as after a relaunch */
export function resetUpgradeCheck(): void {
  checked = false
}
