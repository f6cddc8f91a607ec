import { useEffect, useRef } from 'react'
import { network } from '@/stores/networkStatus'

/**
 * while `waiting` (a view's load failed for want of a network), the view's retry waits in the
 * network status: the page shows one offline state, and its 重试 (or the network coming back) runs it
 */
export function useNetworkWait(waiting: boolean, retry: () => void): void {
  const latest = useRef(retry)
  latest.current = retry
  useEffect(() => {
    if (!waiting) return undefined
    return network.wait(() => latest.current())
  }, [waiting])
}
