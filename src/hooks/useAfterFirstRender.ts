import { useEffect, useState } from 'react'

/**
 * False during a component's first render, true from the render after it, which runs as a task of
 * its own: what a page draws only then (what lies below its first screen) is not part of the first
 * render a slow phone waits for, and the two renders are two shorter tasks instead of one long one.
 */
export function useAfterFirstRender(): boolean {
  const [after, setAfter] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setAfter(true), 0)
    return () => clearTimeout(timer)
  }, [])
  return after
}
