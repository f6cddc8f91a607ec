import { Text, View } from '@tarojs/components'
import './index.scss'

interface Props {
  /** what is being chosen: 地区, 赛季 */
  label: string
  /** what is chosen now */
  value: string
  /** the hint at the right: 选择 ›, 切换 ▾ */
  action: string
  onClick?: () => void
  testId?: string
}

/** a full-width bar above a list saying what it is filtered by, with a way to change it */
export default function SelectorBar({ label, value, action, onClick, testId }: Props) {
  return (
    <View className='selector-bar' data-testid={testId} onClick={onClick}>
      <Text className='selector-bar__label'>{label}</Text>
      <Text className='selector-bar__value'>{value}</Text>
      <Text className='selector-bar__action'>{action}</Text>
    </View>
  )
}
