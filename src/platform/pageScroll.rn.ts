/**
 * React Native: Taro RN's pageScrollTo takes a scrollTop only (given a selector it scrolls to the
 * top), so an entry that would scroll to an element is not offered.
 */
export const CAN_SCROLL_TO_ELEMENT = false

export function scrollToElement(_selector: string): void {}
