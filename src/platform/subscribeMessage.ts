/**
 * Subscription messages (H5 and RN): only the mini program can ask WeChat to send a message later;
 * here the alerts of followed matches are the in-app banners alone.
 */
export const subscribeMessageAvailable = false

/** the template ids the user accepted (none here) */
export function askSubscribeMessage(_templateIds: readonly string[]): Promise<string[]> {
  return Promise.resolve([])
}
