import { Text, View } from '@tarojs/components'
import type { Logo } from '@contract/football'
import './index.scss'

interface Props {
  logo: Logo
  /** small 36, medium 48, large 88 design px */
  size?: 'small' | 'medium' | 'large'
  /** a white ring round it: on a coloured header a logo of the same colour still stands out */
  ringed?: boolean
}

/** a team's or country's generated logo: its colour with one or two characters on it */
export default function TeamLogo({ logo, size = 'small', ringed = false }: Props) {
  return (
    <View className={`team-logo team-logo--${size}${ringed ? ' team-logo--ringed' : ''}`} style={{ backgroundColor: logo.color }} data-testid='team-logo'>
      <Text className={`team-logo__text team-logo__text--${size}`}>{logo.text}</Text>
    </View>
  )
}
