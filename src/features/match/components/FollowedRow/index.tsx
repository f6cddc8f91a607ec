import { Text, View } from '@tarojs/components'
import type { Logo } from '@contract/football'
import TeamLogo from '@/features/match/components/TeamLogo'
import { stopTap, type TapEvent } from '@/platform/stopTap'
import './index.scss'

interface Props {
  logo: Logo
  title: string
  sub: string
  testId: string
  onOpen: () => void
  onUnfollow: () => void
}

/** a followed team or player in 我的关注: opens its page; 取消关注 removes it */
export default function FollowedRow({ logo, title, sub, testId, onOpen, onUnfollow }: Props) {
  return (
    <View className='followed-row' data-testid={testId} onClick={onOpen}>
      <TeamLogo logo={logo} />
      <View className='followed-row__text'>
        <Text className='followed-row__title' numberOfLines={1}>{title}</Text>
        <Text className='followed-row__sub'>{sub}</Text>
      </View>
      <View
        className='followed-row__unfollow'
        data-testid={`${testId}-unfollow`}
        onClick={(e: TapEvent) => {
          stopTap(e)
          onUnfollow()
        }}
      >
        <Text className='followed-row__unfollow-text'>取消关注</Text>
      </View>
    </View>
  )
}
