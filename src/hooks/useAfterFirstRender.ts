import { useEffect, useState } from 'react'

/**
 * false in a component's first render, true from the next one. A strip that scrolls to its
 * chosen item animates only later changes: Taro's H5 ScrollView drops an animated scroll asked
 * for at mount (it eases from a start it does not know yet), and the first position needs no
 * animation anyway.
 */
export function useAfterFirstRender(): boolean {
  const [after, setAfter] = useState(false)
  useEffect(() => setAfter(true), [])
  return after
}
