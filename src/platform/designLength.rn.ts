/** React Native: stylesheets are scaled to the width (750 design px), so a design px is the width over 750 in dp */
export function pxPerDesignPx(screenWidth: number): number {
  return screenWidth / 750
}

/** React Native: the box's height in dp (a style number) */
export function designLength(designPx: number, screenWidth: number): number {
  return designPx * pxPerDesignPx(screenWidth)
}
