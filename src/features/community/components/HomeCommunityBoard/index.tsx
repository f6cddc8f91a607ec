import { View } from '@tarojs/components'
import { lazy, Suspense, useEffect, useState } from 'react'

/**
 * The home tab's 社区 board, fetched on H5 when the user scrolls near it: it sits below the live
 * and hot matches, and its code (posts, pictures, places), requests and rendering (the longest
 * task after the first screen on a slow phone) need not compete with them.
 * Mini program and RN bundles hold every page's code up front, so there it is a plain import.
 */
const CommunityBoard = lazy(() => import(/* webpackChunkName: "community-board" */ '../CommunityBoard'))

const SENTINEL_ID = 'home-community-sentinel'
/** how far below the screen the board starts loading, so it is there when the user arrives */
const AHEAD = '400px'

/** when the element comes within AHEAD of the screen (without IntersectionObserver: once idle) */
function whenNear(id: string, run: () => void): () => void {
  const el = document.getElementById(id)
  if (el && typeof window.IntersectionObserver === 'function') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        run()
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }
  const timer = window.setTimeout(run, 1500)
  return () => window.clearTimeout(timer)
}

export default function HomeCommunityBoard() {
  const [shown, setShown] = useState(false)
  useEffect(() => (shown ? undefined : whenNear(SENTINEL_ID, () => setShown(true))), [shown])
  // 1 px high: an element of no size is never "visible" to the tests that scroll to it
  if (!shown) return <View id={SENTINEL_ID} style={{ height: '1px' }} data-testid='home-community-sentinel' />
  return (
    <Suspense fallback={null}>
      <CommunityBoard />
    </Suspense>
  )
}
