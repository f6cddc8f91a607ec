import { Text, View } from '@tarojs/components'
import './index.scss'

export interface PriceOption {
  key: string
  /** 月卡 / 60金币 */
  title: string
  /** ¥30.00 */
  price: string
  /** 30天 / 赠30 */
  note?: string
}

interface Props {
  options: readonly PriceOption[]
  value: string | null
  onChange: (key: string) => void
}

/** a grid of products to choose one from (VIP plans, coin packages) */
export default function PriceOptions({ options, value, onChange }: Props) {
  return (
    <View className='price-options'>
      {options.map((o) => {
        const active = o.key === value
        return (
          <View
            key={o.key}
            className={`price-options__item ${active ? 'price-options__item--active' : ''}`}
            data-testid={`option-${o.key}`}
            aria-selected={active}
            onClick={() => onChange(o.key)}
          >
            <Text className='price-options__title'>{o.title}</Text>
            <Text className='price-options__price'>{o.price}</Text>
            {o.note ? <Text className='price-options__note'>{o.note}</Text> : null}
          </View>
        )
      })}
    </View>
  )
}
