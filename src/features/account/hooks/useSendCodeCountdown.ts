import { useCallback, useEffect, useRef, useState } from 'react'

/** docs/product/validation.md, docs/product/constants.md: a sent code can be asked for again after 60 s (the server's `resend_in` wins: its waits grow) */
export const SEND_CODE_SECONDS = 60

export const SEND_CODE_TEXT = {
  idle: '获取验证码',
  counting: (seconds: number) => `${seconds}秒后重试`,
  again: '重新发送',
} as const

export interface SendCodeCountdown {
  /** the button's label: 获取验证码, N秒后重试, then 重新发送 */
  text: string
  /** true while counting down: the button must not send again */
  counting: boolean
  /** seconds left (0 when not counting) */
  secondsLeft: number
  /** call once the code was sent, with the server's wait (`resend_in`) when it gave one; ignored while counting */
  start: (forSeconds?: number) => void
}

/**
 * The send-code button's countdown. It counts from a deadline rather than ticks, so a
 * mini program sent to the background (timers paused) shows the right time on return.
 */
export function useSendCodeCountdown(seconds: number = SEND_CODE_SECONDS): SendCodeCountdown {
  const [deadline, setDeadline] = useState<number | null>(null)
  const [secondsLeft, setSecondsLeft] = useState(0)
  const [sentOnce, setSentOnce] = useState(false)
  const countingRef = useRef(false)

  useEffect(() => {
    if (deadline === null) return
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
      setSecondsLeft(left)
      if (left === 0) {
        countingRef.current = false
        setDeadline(null)
      }
    }
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [deadline])

  const start = useCallback((forSeconds?: number) => {
    if (countingRef.current) return
    // the server's wait grows with each code to a number (issue 23): count what it said
    const wait = forSeconds !== undefined && forSeconds > 0 ? Math.ceil(forSeconds) : seconds
    countingRef.current = true
    setSentOnce(true)
    setSecondsLeft(wait)
    setDeadline(Date.now() + wait * 1000)
  }, [seconds])

  const counting = secondsLeft > 0
  const text = counting ? SEND_CODE_TEXT.counting(secondsLeft) : sentOnce ? SEND_CODE_TEXT.again : SEND_CODE_TEXT.idle
  return { text, counting, secondsLeft, start }
}
