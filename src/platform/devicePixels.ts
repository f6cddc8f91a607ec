/**
 * The screen a picture is drawn on: how many CSS px (WeChat px, RN dp) one design px is — the
 * stylesheets' unit, 750 of them to the layout width (Taro's designWidth) — and how many of the
 * screen's own pixels one CSS px has. A box N design px wide is N × cssPxPerDesignPx CSS px and needs
 * that × pixelRatio pixels to be sharp (src/services/mediaUrl.ts caps it at 2 per CSS px). Each
 * target: devicePixels.ts (H5), devicePixels.weapp.ts, devicePixels.rn.ts.
 */
export interface ScreenPixels {
  cssPxPerDesignPx: number
  pixelRatio: number
}
export type ScreenPixelsOf = () => ScreenPixels

/** a design px in CSS px is never below this nor above 1 on H5: the root font size's clamp (below) */
const H5_MIN_CSS_PER_DESIGN_PX = 0.5

/**
 * H5: 1 rem = 40 design px and the root font size is 40 × the shorter side / 750, between 20 and
 * 40 CSS px (src/index.html), so a design px is the shorter side / 750 CSS px within [0.5, 1]; the
 * pixel ratio is the device's (which zooming changes, so it is read each time).
 */
export const screenPixels: ScreenPixelsOf = () => {
  if (typeof window === 'undefined') return { cssPxPerDesignPx: 0.5, pixelRatio: 2 }
  const shorter = Math.min(window.innerWidth, window.innerHeight) || 375
  return { cssPxPerDesignPx: Math.min(1, Math.max(H5_MIN_CSS_PER_DESIGN_PX, shorter / 750)), pixelRatio: window.devicePixelRatio || 1 }
}
