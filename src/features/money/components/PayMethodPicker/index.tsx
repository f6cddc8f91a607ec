import { Text, View } from '@tarojs/components'
import Icon from '@/components/Icon'
import { PAY_METHOD_TEXT, type PayMethod } from '@contract/money-rules'
import './index.scss'

interface Props {
  methods: readonly PayMethod[]
  value: PayMethod | null
  onChange: (method: PayMethod) => void
}

/** the payment methods this build offers (and the server allows), one to choose */
export default function PayMethodPicker({ methods, value, onChange }: Props) {
  return (
    <View className='pay-methods'>
      {methods.map((m) => (
        <View key={m} className='pay-methods__item' data-testid={`pay-method-${m}`} aria-selected={m === value} onClick={() => onChange(m)}>
          <Text className='pay-methods__name'>{PAY_METHOD_TEXT[m]}</Text>
          {m === value ? <Icon value='check-circle' size={20} color='#d8312a' /> : <View className='pay-methods__radio' />}
        </View>
      ))}
    </View>
  )
}
