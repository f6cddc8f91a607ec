import { AtIcon } from 'taro-ui'

interface Props {
  value: string
  size?: number
  color?: string
}

/** on RN taro-ui draws its icons as SVGs (no icon font there) */
export default function Icon({ value, size = 24, color }: Props) {
  return <AtIcon value={value} size={size} color={color} />
}
