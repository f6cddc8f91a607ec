import Taro from '@tarojs/taro'
// only types from './privacy': in the weapp build that path resolves to this very file
import type { PrivacyAsker } from './privacy'

export type { PrivacyAsker, PrivacyChoice } from './privacy'

/** the id of the 同意 button: WeChat checks that this very button (open-type agreePrivacyAuthorization) was tapped */
export const PRIVACY_AGREE_BUTTON_ID = 'privacy-agree'

/**
 * With `__usePrivacyCheck__` in app.json, WeChat pauses a privacy API the user has not agreed to
 * yet and asks the app: the app shows its own popup and resolves with the user's choice (agree goes
 * on with the API, disagree makes it fail with "privacy permission is not authorized").
 */
export function listenForPrivacyAuthorization(ask: PrivacyAsker): void {
  // base libraries before 2.32.3 have no privacy check to answer
  if (typeof Taro.onNeedPrivacyAuthorization !== 'function') return
  Taro.onNeedPrivacyAuthorization((resolve) => {
    ask((choice) => resolve(choice === 'agree' ? { buttonId: PRIVACY_AGREE_BUTTON_ID, event: 'agree' } : { event: 'disagree' }))
  })
}
