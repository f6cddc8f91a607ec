import { Text, View } from '@tarojs/components'
import { stopTap } from '@/platform/stopTap'
import './index.scss'

interface Props {
  followed: boolean
  onToggle: () => void
  /** where it sits: a list row (the star alone) or the red scoreboard (star and 关注 / 已关注) */
  place: 'row' | 'scoreboard'
  testId?: string
}

/**
 * A match's follow star, the same on a 赛事 row and on the match detail's scoreboard. The tap
 * does not reach the row or header under it (a row's tap opens the match).
 */
export default function FollowStar({ followed, onToggle, place, testId = 'follow' }: Props) {
  const labelled = place === 'scoreboard'
  return (
    <View
      className={`follow-star follow-star--${place}${followed ? ` follow-star--${place}-on` : ''}`}
      data-testid={testId}
      aria-label={followed ? '取消关注' : '关注'}
      onClick={(e) => {
        stopTap(e)
        onToggle()
      }}
    >
      <Text className={`follow-star__glyph follow-star__glyph--${place}${followed ? ' follow-star__glyph--on' : ''}`}>{followed ? '★' : '☆'}</Text>
      {labelled && <Text className={`follow-star__label${followed ? ' follow-star__label--on' : ''}`}>{followed ? '已关注' : '关注'}</Text>}
    </View>
  )
}
