import type { TapEvent } from './stopTap'

export type { TapEvent } from './stopTap'

/**
 * React Native: the innermost touchable takes a tap alone (the responder system), so there is
 * nothing to stop; and Taro RN's View/Image onClick event has no stopPropagation to call.
 */
export function stopTap(_e: TapEvent): void {}
