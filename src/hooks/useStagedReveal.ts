import { startTransition, useEffect, useState } from 'react'

/**
 * A page drawn in stages: 0 in the first render, then one more in each following render, up to
 * `last`. Each stage is its own task and a transition, which React renders in slices of a few
 * milliseconds, so a slow phone never runs one long render of the whole page (Total Blocking Time)
 * and stays free to answer a tap between stages. Put what the first screen needs in the early stages.
 */
export function useStagedReveal(last: number): number {
  const [stage, setStage] = useState(0)
  useEffect(() => {
    if (stage >= last) return
    const timer = setTimeout(() => startTransition(() => setStage((s) => s + 1)), 0)
    return () => clearTimeout(timer)
  }, [stage, last])
  return stage
}
