/** the mini program: rpx are the screen's width over 750, so a design px is that many px */
export function pxPerDesignPx(screenWidth: number): number {
  return screenWidth / 750
}

/** the mini program: the box's height in px (a style number) */
export function designLength(designPx: number, screenWidth: number): number {
  return designPx * pxPerDesignPx(screenWidth)
}
