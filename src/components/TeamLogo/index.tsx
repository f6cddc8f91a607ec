import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { Logo } from '@contract/football'
import './index.scss'

interface Props {
  logo: Logo
  /** diameter in design px (750 wide) */
  size?: number
}

/** a team's or country's generated logo: its colour with one or two characters on it */
export default function TeamLogo({ logo, size = 40 }: Props) {
  const side = Taro.pxTransform(size)
  return (
    <View
      className='team-logo'
      style={{ width: side, height: side, lineHeight: side, backgroundColor: logo.color, fontSize: Taro.pxTransform(Math.round(size / 2.2)) }}
    >
      <Text className='team-logo__text'>{logo.text}</Text>
    </View>
  )
}
