/** H5 and React Native have no initial rendering cache (H5 draws its first screens from index.html) */
export const RENDERING_CACHE_MAX_BYTES = 0

export function keepInitialRendering(personal: boolean): void {
  void personal
}
