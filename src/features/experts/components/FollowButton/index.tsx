import { Text, View } from '@tarojs/components'
import { stopTap } from '@/platform/stopTap'
import './index.scss'

interface Props {
  followed: boolean
  onToggle: () => void
  /** names the button for tests when a page shows several */
  testId?: string
}

/** 关注 / 已关注: the caller updates at once and rolls back on failure (stores/expertFollow) */
export default function FollowButton({ followed, onToggle, testId = 'follow-expert' }: Props) {
  return (
    <View
      className={`follow-button ${followed ? 'follow-button--on' : ''}`}
      data-testid={testId}
      aria-pressed={followed}
      onClick={(e) => {
        // rows that open a page underneath must not open it too
        stopTap(e)
        onToggle()
      }}
    >
      <Text className={`follow-button__text ${followed ? 'follow-button__text--on' : ''}`}>{followed ? '已关注' : '+ 关注'}</Text>
    </View>
  )
}
