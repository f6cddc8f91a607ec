import { Text, View } from '@tarojs/components'
import type { Logo } from '@contract/football'
import './index.scss'

interface Props {
  logo: Logo
  /** small 36, medium 48, large 88 design px */
  size?: 'small' | 'medium' | 'large'
}

/** a team's or country's generated logo: its colour with one or two characters on it */
export default function TeamLogo({ logo, size = 'small' }: Props) {
  return (
    <View className={`team-logo team-logo--${size}`} style={{ backgroundColor: logo.color }}>
      <Text className={`team-logo__text team-logo__text--${size}`}>{logo.text}</Text>
    </View>
  )
}
