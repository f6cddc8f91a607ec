import { lazy, Suspense, useEffect, useState } from 'react'

/**
 * The home tab's 社区 board, fetched once the first screen is up on H5: it sits below the live
 * and hot matches, and its code (posts, pictures, places) and requests need not delay them.
 * Mini program and RN bundles hold every page's code up front, so there it is a plain import.
 */
const CommunityBoard = lazy(() => import(/* webpackChunkName: "community-board" */ '../CommunityBoard'))

/** after the browser has painted and is idle (at most 1.5 s later) */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 1500 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(run, 300)
  return () => window.clearTimeout(id)
}

export default function HomeCommunityBoard() {
  const [shown, setShown] = useState(false)
  useEffect(() => whenIdle(() => setShown(true)), [])
  if (!shown) return null
  return (
    <Suspense fallback={null}>
      <CommunityBoard />
    </Suspense>
  )
}
