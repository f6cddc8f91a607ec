import { Text, Textarea, View } from '@tarojs/components'
import './index.scss'

/** docs/product/constants.md: a textarea takes at most 140 characters */
export const TEXTAREA_MAX = 140

interface Props {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  maxLength?: number
  error?: string | null
}

/** a multi-line field with its label, the used/maximum counter and the validation reason */
export default function FormTextareaField({ label, name, value, onChange, placeholder, maxLength = TEXTAREA_MAX, error }: Props) {
  return (
    <View className={`form-textarea ${error ? 'form-textarea--invalid' : ''}`} data-testid={`field-${name}`}>
      <Text className='form-textarea__label'>{label}</Text>
      <Textarea
        className='form-textarea__input'
        value={value}
        maxlength={maxLength}
        placeholder={placeholder ?? `请输入${label}`}
        placeholderClass='form-textarea__placeholder'
        onInput={(e) => onChange(e.detail.value.slice(0, maxLength))}
      />
      <Text className='form-textarea__counter' data-testid={`counter-${name}`}>
        {value.length}/{maxLength}
      </Text>
      {error ? (
        <Text className='form-textarea__error' data-testid={`error-${name}`}>
          {error}
        </Text>
      ) : null}
    </View>
  )
}
