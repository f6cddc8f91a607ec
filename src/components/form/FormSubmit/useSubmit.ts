import { useCallback, useEffect, useRef, useState } from 'react'
import { errorMessage } from '@/services/apiError'

export interface Submit<A extends unknown[]> {
  /** runs the action unless one is already running: a double tap sends once */
  submit: (...args: A) => Promise<void>
  submitting: boolean
  /** the last failure's message (the server's refusal or the network error); cleared on the next try */
  failure: string | null
  setFailure: (message: string | null) => void
}

/**
 * Wraps a form's send action. The in-flight guard is a ref, not state, so two taps in the same
 * frame (before React re-renders the disabled button) still send only once.
 */
export function useSubmit<A extends unknown[]>(action: (...args: A) => Promise<void>): Submit<A> {
  const inFlight = useRef(false)
  const mounted = useRef(true)
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const submit = useCallback(
    async (...args: A) => {
      if (inFlight.current) return
      inFlight.current = true
      setSubmitting(true)
      setFailure(null)
      try {
        await action(...args)
      } catch (e) {
        if (mounted.current) setFailure(errorMessage(e))
      } finally {
        inFlight.current = false
        if (mounted.current) setSubmitting(false)
      }
    },
    [action],
  )
  return { submit, submitting, failure, setFailure }
}
