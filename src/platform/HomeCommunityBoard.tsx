import { lazy, Suspense } from 'react'

/**
 * The home tab's 社区 board, fetched after the first screen on H5: it sits below the live and hot
 * matches, and its code (posts, pictures, places) need not delay them. Mini program and RN
 * bundles load every page's code up front, so there it is a plain import.
 */
const CommunityBoard = lazy(() => import(/* webpackChunkName: "community-board" */ '@/components/CommunityBoard'))

export default function HomeCommunityBoard() {
  return (
    <Suspense fallback={null}>
      <CommunityBoard />
    </Suspense>
  )
}
