import { Text, View } from '@tarojs/components'
import Icon from '@/components/Icon'
import { PAY_METHOD_TEXT, type PayMethod } from '@contract/money-rules'
import { payNotice } from '@/features/money/stores/payFlow'
import './index.scss'

interface Props {
  methods: readonly PayMethod[]
  value: PayMethod | null
  onChange: (method: PayMethod) => void
}

/**
 * the payment methods this build offers (and the server allows), one to choose; on a device that
 * cannot pay here (an older iPhone in the mini program) a notice says why, above the methods
 */
export default function PayMethodPicker({ methods, value, onChange }: Props) {
  const notice = payNotice()
  return (
    <View className='pay-methods'>
      {notice && (
        <Text className='pay-methods__notice' data-testid='pay-notice'>
          {notice}
        </Text>
      )}
      {methods.map((m) => (
        <View key={m} className='pay-methods__item' data-testid={`pay-method-${m}`} aria-selected={m === value} onClick={() => onChange(m)}>
          <Text className='pay-methods__name'>{PAY_METHOD_TEXT[m]}</Text>
          {m === value ? <Icon value='check-circle' size={20} color='#d8312a' /> : <View className='pay-methods__radio' />}
        </View>
      ))}
    </View>
  )
}
