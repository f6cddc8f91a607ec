/**
 * How many of the screen's own pixels one design px covers: the stylesheets' unit, 750 of them to
 * the layout width (Taro's designWidth). A picture drawn N design px wide needs N × this pixels to be
 * sharp. Each target: devicePixels.ts (H5), devicePixels.weapp.ts, devicePixels.rn.ts.
 */
export type DevicePixelsPerDesignPx = () => number

/** a design px in CSS px is never below this nor above 1 on H5: the root font size's clamp (below) */
const H5_MIN_CSS_PER_DESIGN_PX = 0.5

/**
 * H5: 1 rem = 40 design px and the root font size is 40 × the shorter side / 750, between 20 and
 * 40 CSS px (src/index.html), so a design px is the shorter side / 750 CSS px within [0.5, 1]; times
 * the device's pixel ratio (which zooming changes, so it is read each time).
 */
export const devicePixelsPerDesignPx: DevicePixelsPerDesignPx = () => {
  if (typeof window === 'undefined') return 2
  const shorter = Math.min(window.innerWidth, window.innerHeight) || 375
  const cssPerDesignPx = Math.min(1, Math.max(H5_MIN_CSS_PER_DESIGN_PX, shorter / 750))
  return cssPerDesignPx * (window.devicePixelRatio || 1)
}
