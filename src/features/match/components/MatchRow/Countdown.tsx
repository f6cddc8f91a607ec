import { Text } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { formatCountdown } from '@/utils/countdown'

interface Props {
  /** kickoff, Unix ms */
  startAt: number
  className?: string
}

/** HH:mm:ss until kickoff, ticking every second; only this text re-renders */
export default function Countdown({ startAt, className }: Props) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return (
    <Text className={className} data-testid='countdown'>
      {formatCountdown(startAt - now)}
    </Text>
  )
}
