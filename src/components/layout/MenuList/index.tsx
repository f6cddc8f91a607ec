import { Text, View } from '@tarojs/components'
import Icon from '@/components/Icon'
import './index.scss'

export interface MenuItem {
  key: string
  title: string
  /** taro-ui icon name */
  icon?: string
  /** text at the right (a value, a state) */
  extra?: string
  /** a red badge ('' hides it; see utils/badge) */
  badge?: string
  onClick: () => void
}

interface Props {
  title?: string
  items: readonly MenuItem[]
}

/** a titled card of tappable rows with an icon, an optional value or badge and a chevron */
export default function MenuList({ title, items }: Props) {
  return (
    <View className='menu-list'>
      {title ? <Text className='menu-list__title'>{title}</Text> : null}
      {items.map((item) => (
        <View key={item.key} className='menu-list__item' data-testid={`menu-${item.key}`} onClick={item.onClick}>
          {item.icon ? <Icon value={item.icon} size={20} color='#d8312a' /> : null}
          <Text className='menu-list__text'>{item.title}</Text>
          {item.badge ? (
            <Text className='menu-list__badge' data-testid={`badge-${item.key}`}>
              {item.badge}
            </Text>
          ) : null}
          {item.extra ? <Text className='menu-list__extra'>{item.extra}</Text> : null}
          <Icon value='chevron-right' size={16} color='#8a8f99' />
        </View>
      ))}
    </View>
  )
}
