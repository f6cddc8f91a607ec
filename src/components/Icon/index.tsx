import Taro from '@tarojs/taro'
import { Text } from '@tarojs/components'

interface Props {
  /** a glyph of taro-ui's icon font (lock, share, chevron-left, ...) */
  value: string
  /** px on a 375 px wide screen, as taro-ui's AtIcon takes it */
  size?: number
  color?: string
}

/**
 * A glyph of taro-ui's icon font (its stylesheet is global, src/app.scss). The font, not AtIcon:
 * AtIcon is a class component that brings taro-ui's shared helpers, classnames and prop-types
 * into every page's first load for one <Text>. RN keeps AtIcon (index.rn.tsx), which draws SVGs.
 */
export default function Icon({ value, size = 24, color }: Props) {
  return <Text className={`at-icon at-icon-${value}`} style={{ fontSize: Taro.pxTransform(size * 2), color }} />
}
