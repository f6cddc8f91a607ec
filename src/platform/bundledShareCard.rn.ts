/** React Native's share sheet sends a title and a link, no picture: nothing to bundle (bundledShareCard.ts) */
export const BUNDLED_SHARE_CARD: string | undefined = undefined
