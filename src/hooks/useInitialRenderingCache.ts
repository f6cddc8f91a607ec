import { useEffect } from 'react'
import { keepInitialRendering } from '@/platform/initialRenderingCache'

/** long enough for the last render's setData to reach the page's data (the home draws in stages) */
const AFTER_DRAWN_MS = 1000

/**
 * Keeps the page as drawn for WeChat's initial rendering cache (src/platform/initialRenderingCache)
 * once it shows a fresh first screen; `personal` (a signed-in user) drops the cache instead.
 * Nothing on H5 and React Native.
 */
export function useInitialRenderingCache(fresh: boolean, personal: boolean): void {
  useEffect(() => {
    if (!fresh) return
    const timer = setTimeout(() => keepInitialRendering(personal), AFTER_DRAWN_MS)
    return () => clearTimeout(timer)
  }, [fresh, personal])
}
