/**
 * Lengths given in design px (a 750 px wide design), for boxes that must line up with the styles'
 * own: the build turns the stylesheets' px into rem on H5 (1rem = 40 design px, the root font size
 * set by src/index.html), into rpx on the mini program and scaled dp on React Native.
 */

/** H5: the style of a box `designPx` tall, in rem like the stylesheets (the server-drawn first screen says the same) */
export function designLength(designPx: number, _screenWidth: number): string {
  return `${designPx / 40}rem`
}

/** H5: screen px per design px, from the root font size (a rem is 40 design px); the width's share without a document */
export function pxPerDesignPx(screenWidth: number): number {
  const root = typeof document === 'undefined' ? Number.NaN : parseFloat(getComputedStyle(document.documentElement).fontSize)
  return root > 0 ? root / 40 : screenWidth / 750
}
