/** what the user answered in the app's privacy popup */
export type PrivacyChoice = 'agree' | 'disagree'

/**
 * WeChat paused a privacy API (chooseImage, chooseLocation, getLocation...) until the user answers:
 * `ask` shows the app's own popup and calls `answer` once with the user's choice.
 */
export type PrivacyAsker = (answer: (choice: PrivacyChoice) => void) => void

/** the id of the 同意 button: WeChat checks that this very button (open-type agreePrivacyAuthorization) was tapped */
export const PRIVACY_AGREE_BUTTON_ID = 'privacy-agree'

/**
 * H5 and RN have no such platform check (the consent at login and the system's own permission
 * prompts cover them): nothing to listen to.
 */
export function listenForPrivacyAuthorization(_ask: PrivacyAsker): void {}
